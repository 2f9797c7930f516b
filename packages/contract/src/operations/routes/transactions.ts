import { defineRoutes } from '../define.ts';

const manage = { permission: 'transactions.manage' } as const;

export const transactionRoutes = defineRoutes({
  listTransactions: { method: 'GET', path: '/api/v1/transactions/', access: manage },
  createTransaction: { method: 'POST', path: '/api/v1/transactions/', access: manage },
  deleteTransaction: { method: 'DELETE', path: '/api/v1/transactions/:id/', access: manage },
});
export type TransactionOperationName = keyof typeof transactionRoutes;
