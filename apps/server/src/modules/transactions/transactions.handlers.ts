import type { TransactionOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { TransactionsService } from './transactions.service.ts';

export const transactionsHandlers = (transactions: TransactionsService): OperationHandlers<TransactionOperationName> => ({
  listTransactions: async (request) => ({ success: true, ...(await transactions.list(actorOf(request), request.query)) }),
  createTransaction: async (request) => ({ success: true, message: 'Transaction added successfully!', data: await transactions.create(actorOf(request), request.body) }),
  deleteTransaction: async (request) => {
    await transactions.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Transaction deleted successfully!' };
  },
});
