import { createTransactionInput, dataResponse, errorResponse, idParam, messageResponse, transaction, transactionList, transactionListQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { TransactionsService } from './transactions.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['transactions'];

export const transactionsRoutes = (transactions: TransactionsService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/transactions/', {
    config: { access: permitted('transactions.manage') },
    schema: { tags, summary: 'The ledger: entries by hand, paid invoices and invoice expenses, with totals', querystring: transactionListQuery, response: { 200: transactionList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await transactions.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/transactions/', {
    config: { access: permitted('transactions.manage') },
    schema: { tags, summary: 'Add an income or expense entry', body: createTransactionInput, response: { 201: dataResponse(transaction), ...errors } },
    handler: async (request, reply) => {
      const data = await transactions.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Transaction added successfully!', data });
    },
  });

  app.delete('/api/v1/transactions/:id/', {
    config: { access: permitted('transactions.manage') },
    schema: { tags, summary: 'Delete an entry made by hand', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await transactions.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Transaction deleted successfully!' };
    },
  });
};
