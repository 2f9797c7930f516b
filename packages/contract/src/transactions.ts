import { z } from 'zod';
import { financeFigures } from './finance.ts';
import { descriptionText, idRef, isoDay, listQuery, listResponse, moneyInput, moneyString, nulError, nulFree } from './list.ts';

/** The ledger's categories. */
export const incomeCategories = ['Service Revenue', 'Equipment Rental', 'License Sales', 'Subscription', 'Other Revenue'] as const;
export const expenseCategories = ['Equipment', 'Software', 'Travel', 'Marketing', 'Office Supplies', 'Utilities', 'Salary', 'Other Expense'] as const;
export const transactionTypes = ['income', 'expense'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const categoriesOf = (type: TransactionType): readonly string[] => (type === 'income' ? incomeCategories : expenseCategories);

/** Where a ledger row comes from: entered by hand, a paid invoice, or an expense recorded on an invoice. */
export const transactionSources = ['manual', 'invoice', 'invoice_expense'] as const;

export const transaction = z.object({
  /** The row's id within its source (manual rows: the transaction's id, the one DELETE takes). */
  id: z.number().int(),
  source: z.enum(transactionSources),
  type: z.enum(transactionTypes),
  amount: moneyString,
  description: z.string(),
  category: z.string(),
  date: z.string(),
  project: z.object({ id: z.number().int(), projectName: z.string() }).nullable(),
  client: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transaction>;


export const createTransactionInput = z
  .object({
    type: z.enum(transactionTypes, { error: 'type must be income or expense' }).default('income'),
    amount: moneyInput('amount').refine((value) => Number(value) > 0, { error: 'amount must be more than 0' }),
    description: descriptionText('description').min(1, { error: 'description is required' }).max(500, { error: 'description must be at most 500 characters' }),
    category: z.string({ error: 'category is required' }).trim().min(1, { error: 'category is required' }).max(100).regex(nulFree, nulError('category')),
    date: isoDay('date').optional(),
    project_id: idRef('project_id').nullable().optional(),
    company_id: idRef('company_id').nullable().optional(),
  })
  .refine((value) => categoriesOf(value.type).includes(value.category), { error: 'category is not one of the categories for this type', path: ['category'] });
export type CreateTransactionInput = z.infer<typeof createTransactionInput>;

export const transactionListQuery = listQuery.extend({
  type: z.enum(transactionTypes, { error: 'type must be income or expense' }).optional(),
  from: isoDay('from').optional(),
  to: isoDay('to').optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/**
 * Income, expense and their difference over the filtered rows (the tab and dates, not the page),
 * and the studio's figures (finance.ts) over the dates alone.
 */
export const transactionTotals = z.object({ income: moneyString, expense: moneyString, net: moneyString, finance: financeFigures });
export const transactionList = listResponse(transaction, transactionTotals);
export type TransactionList = z.infer<typeof transactionList>;
