import type { OrderOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { OrdersService } from './orders.service.ts';

/** Book a Shoot and what follows it on the client's side. */
export const ordersHandlers = (orders: OrdersService, services: Pick<ServicesService, 'orderable'>): OperationHandlers<OrderOperationName> => ({
  listOrderServices: async (request) => ({ success: true, data: await services.orderable(actorOf(request)) }),
  createOrder: async (request) => {
    const { project, quote } = await orders.create(actorOf(request), request.body);
    return { success: true, message: 'Thank you: your shoot is requested. We will confirm the time and your photographer shortly.', data: project, quote };
  },
  cancelOrder: async (request) => ({ success: true, message: 'The shoot is cancelled.', data: await orders.cancel(actorOf(request), request.params.id, request.body ?? {}) }),
  requestReschedule: async (request) => ({
    success: true,
    message: 'Your new preferred times are sent; we will confirm a time shortly.',
    data: await orders.requestReschedule(actorOf(request), request.params.id, request.body),
  }),
});
