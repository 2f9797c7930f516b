import type { BalanceMonth, RecentActivity } from '@portal/contract';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog, invoices, projects } from '../../db/schema/index.ts';
import { ledgerEntries } from '../transactions/ledger.ts';
import type { DateRange } from './overview-period.ts';

/** [from 00:00 UTC, the day after `to` 00:00 UTC): the period's instants. */
const instants = ({ from, to }: DateRange) => {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00Z`, end: end.toISOString() };
};
const money = (value: unknown) => sql<string>`coalesce(${value}, 0)::numeric(20, 2)::text`;

/**
 * The Overview's figures, each a sum over rows anyone can look up: invoices by their creation,
 * projects by their booking, and the ledger (transactions/ledger.ts) by its entries' dates.
 */
export function createOverviewRepository(db: Db) {
  return {
    async stats(range: DateRange) {
      const { start, end } = instants(range);
      const invoiced = sql`${invoices.createdAt} >= ${start}::timestamptz and ${invoices.createdAt} < ${end}::timestamptz`;
      const result = await db.execute<{ sales: string; sales_return: string; orders: number; purchase: string }>(sql`
        select
          (select ${money(sql`sum(${invoices.total})`)} from ${invoices} where ${invoiced}) as sales,
          (select ${money(sql`sum(${invoices.total})`)} from ${invoices} join ${projects} on ${projects.id} = ${invoices.projectId}
            where ${invoiced} and ${projects.status} = 'cancelled') as sales_return,
          (select count(*)::int from ${projects} where ${projects.createdAt} >= ${start}::timestamptz and ${projects.createdAt} < ${end}::timestamptz) as orders,
          (select ${money(sql`sum(amount)`)} from ${ledgerEntries} ledger
            where type = 'expense' and date between ${range.from}::date and ${range.to}::date) as purchase
      `);
      return result.rows[0]!;
    },

    /** Per month: the ledger's income and expense, and cashback (paid invoices of cancelled projects, owed back). */
    async balance(range: DateRange): Promise<BalanceMonth[]> {
      const { start, end } = instants(range);
      const result = await db.execute<BalanceMonth>(sql`
        with entries(month, kind, amount) as (
          select to_char(date, 'YYYY-MM'), type, amount from ${ledgerEntries} ledger
            where date between ${range.from}::date and ${range.to}::date
          union all
          select to_char(${invoices.paidAt} at time zone 'UTC', 'YYYY-MM'), 'cashback', ${invoices.total} from ${invoices} join ${projects} on ${projects.id} = ${invoices.projectId}
            where ${invoices.status} = 'paid' and ${projects.status} = 'cancelled' and ${invoices.paidAt} >= ${start}::timestamptz and ${invoices.paidAt} < ${end}::timestamptz
        )
        select month,
          ${money(sql`sum(amount) filter (where kind = 'income')`)} as income,
          ${money(sql`sum(amount) filter (where kind = 'expense')`)} as expense,
          ${money(sql`sum(amount) filter (where kind = 'cashback')`)} as cashback
        from entries group by month order by month
      `);
      return result.rows;
    },

    async recentActivity(limit: number): Promise<RecentActivity[]> {
      const rows = await db
        .select({ entry: activityLog, subject: projects.projectName })
        .from(activityLog)
        .leftJoin(projects, sql`${activityLog.entityType} = 'project' and ${projects.id} = ${activityLog.entityId}`)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
      return rows.map(({ entry: row, subject }) => ({
        id: row.id,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        subject,
        actor_name: typeof row.detail.actor_name === 'string' ? row.detail.actor_name : 'System',
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
