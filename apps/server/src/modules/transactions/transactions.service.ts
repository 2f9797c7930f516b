import type { CreateTransactionInput, TransactionListQuery } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError, unknownReferences } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { FinanceRepository } from '../finance/finance.repository.ts';
import type { TransactionsRepository } from './transactions.repository.ts';

interface Deps {
  transactions: TransactionsRepository;
  finance: FinanceRepository;
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
}

/** Income and Expense: the owner's ledger; rows from invoices are read-only here. */
export function createTransactionsService({ transactions, finance, activity, transact, clock = () => new Date() }: Deps) {
  return {
    /** The rows and their totals, with the studio's figures over the same dates (search and tab aside). */
    async list(actor: Actor, query: TransactionListQuery) {
      requireAccess(actor, 'transactions.manage');
      const range = query.from || query.to ? { from: query.from ?? '0001-01-01', to: query.to ?? '9999-12-31' } : undefined;
      const [list, figures] = await Promise.all([transactions.list(query), finance.figures(range)]);
      return { ...list, stats: { ...list.stats, finance: figures } };
    },

    async create(actor: Actor, input: CreateTransactionInput) {
      requireAccess(actor, 'transactions.manage');
      const missing = await transactions.missingReferences(input);
      if (missing.length) unknownReferences(missing);
      const id = await transact(async (tx) => {
        const created = await transactions.insert(
          {
            type: input.type,
            amount: input.amount,
            description: input.description,
            category: input.category,
            date: input.date ?? clock().toISOString().slice(0, 10),
            projectId: input.project_id ?? null,
            companyId: input.company_id ?? null,
            createdById: actor.kind === 'user' ? actor.id : null,
          },
          tx,
        );
        await activity.record(actor, { action: 'transaction.added', entityType: 'transaction', entityId: created, detail: { type: input.type, amount: input.amount, category: input.category } }, tx);
        return created;
      });
      return (await transactions.find('manual', id))!;
    },

    /** Deletes an entry made by hand; a paid invoice or an invoice expense is changed on its invoice instead. */
    async remove(actor: Actor, id: number) {
      requireAccess(actor, 'transactions.manage');
      await transact(async (tx) => {
        const removed = await transactions.remove(id, tx);
        if (!removed) throw new AppError('NOT_FOUND', 'Transaction not found.');
        await activity.record(actor, { action: 'transaction.deleted', entityType: 'transaction', entityId: id, detail: { type: removed.type, amount: removed.amount, description: removed.description } }, tx);
      });
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
