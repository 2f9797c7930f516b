import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { createTransactionInput, transaction, transactionList, transactionListQuery } from '../transactions.ts';
import { defineSchemas } from './define.ts';
import type { transactionRoutes } from './routes/transactions.ts';

const tag = 'transactions';
const errors = [400, 401, 403, 404] as const;

export const transactionSchemas = defineSchemas<typeof transactionRoutes>()({
  listTransactions: { tag, summary: 'The ledger: entries by hand, paid invoices and invoice expenses, with totals', query: transactionListQuery, responses: { 200: transactionList }, errors },
  createTransaction: { tag, summary: 'Add an income or expense entry', body: createTransactionInput, responses: { 201: dataResponse(transaction) }, errors },
  deleteTransaction: { tag, summary: 'Delete an entry made by hand', params: idParam, responses: { 200: messageResponse }, errors },
});
