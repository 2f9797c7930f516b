import type { Transaction, TransactionListQuery } from '@portal/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, projects, transactions } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { moneyText as money } from '../../lib/money.ts';
import { ledgerEntries } from './ledger.ts';

type LedgerRow = {
  source: Transaction['source'];
  id: number;
  type: Transaction['type'];
  amount: string;
  description: string;
  category: string;
  date: string;
  project_id: number | null;
  project_name: string | null;
  company_id: number | null;
  company_name: string | null;
  created_at: string | Date;
};

const toTransaction = (row: LedgerRow): Transaction => ({
  id: Number(row.id),
  source: row.source,
  type: row.type,
  amount: row.amount,
  description: row.description,
  category: row.category,
  date: typeof row.date === 'string' ? row.date.slice(0, 10) : isoString(row.date).slice(0, 10),
  project: row.project_id && row.project_name !== null ? { id: Number(row.project_id), projectName: row.project_name } : null,
  client: row.company_id && row.company_name !== null ? { id: Number(row.company_id), companyName: row.company_name } : null,
  created_at: isoString(row.created_at),
});

/** The ledger for the owner: entries by hand plus what invoices say (ledger.ts); only manual rows are written here. */
export function createTransactionsRepository(db: Db) {
  return {
    async list(query: TransactionListQuery) {
      const filters: SQL[] = [sql`true`];
      if (query.type) filters.push(sql`ledger.type = ${query.type}`);
      if (query.from) filters.push(sql`ledger.date >= ${query.from}::date`);
      if (query.to) filters.push(sql`ledger.date <= ${query.to}::date`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(sql`(ledger.description ilike ${pattern} or ledger.category ilike ${pattern} or p.project_name ilike ${pattern} or c.company_name ilike ${pattern})`);
      }
      const where = sql.join(filters, sql` and `);
      const from = sql`${ledgerEntries} ledger left join ${projects} p on p.id = ledger.project_id left join ${companies} c on c.id = ledger.company_id`;
      const window = pageWindow(query);
      const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
      const [rows, totals] = await Promise.all([
        db.execute<LedgerRow>(sql`
          select ledger.*, p.project_name, c.company_name from ${from} where ${where}
          order by ledger.date desc, ledger.created_at desc, ledger.source, ledger.id desc ${page}`),
        db.execute<{ count: number; income: string; expense: string; net: string }>(sql`
          select count(*)::int as count,
            ${money(sql`sum(ledger.amount) filter (where ledger.type = 'income')`)} as income,
            ${money(sql`sum(ledger.amount) filter (where ledger.type = 'expense')`)} as expense,
            ${money(sql`sum(case when ledger.type = 'income' then ledger.amount else -ledger.amount end)`)} as net
          from ${from} where ${where}`),
      ]);
      const figures = totals.rows[0]!;
      return {
        data: rows.rows.map(toTransaction),
        pagination: paginationOf(window, Number(figures.count)),
        stats: { income: figures.income, expense: figures.expense, net: figures.net },
      };
    },

    async find(source: Transaction['source'], id: number) {
      const result = await db.execute<LedgerRow>(sql`
        select ledger.*, p.project_name, c.company_name
        from ${ledgerEntries} ledger left join ${projects} p on p.id = ledger.project_id left join ${companies} c on c.id = ledger.company_id
        where ledger.source = ${source} and ledger.id = ${id}`);
      const row = result.rows[0];
      return row && toTransaction(row);
    },

    async insert(values: typeof transactions.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(transactions).values(values).returning({ id: transactions.id });
      return row!.id;
    },

    /** The manual row as it was, or undefined when there is none to delete. */
    async remove(id: number, tx: Db = db) {
      const [row] = await tx.delete(transactions).where(eq(transactions.id, id)).returning();
      return row;
    },

    /** Which of the referenced project and company ids do not exist. */
    async missingReferences(refs: { project_id?: number | null; company_id?: number | null }, tx: Db = db) {
      const missing: string[] = [];
      if (refs.project_id && !(await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, refs.project_id))).length) missing.push('project_id');
      if (refs.company_id && !(await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, refs.company_id))).length) missing.push('company_id');
      return missing;
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
