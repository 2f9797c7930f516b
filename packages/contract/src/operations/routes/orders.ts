import { defineRoutes } from '../define.ts';

const place = { permission: 'orders.place' } as const;

/** A client books shoots for its own company ("Book a Shoot"), asks to move them and cancels them before the cut-off. */
export const orderRoutes = defineRoutes({
  listOrderServices: { method: 'GET', path: '/api/v1/orders/services/', access: place },
  createOrder: { method: 'POST', path: '/api/v1/orders/', access: place },
  cancelOrder: { method: 'POST', path: '/api/v1/projects/:id/cancel/', access: { permission: 'orders.cancel', target: 'project' } },
  requestReschedule: { method: 'POST', path: '/api/v1/projects/:id/reschedule/', access: { permission: 'orders.place', target: 'project' } },
});
export type OrderOperationName = keyof typeof orderRoutes;
