import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { cancelOrderInput, createOrderInput, orderableService, orderQuote, rescheduleRequestInput } from '../orders.ts';
import { project } from '../projects.ts';
import { defineSchemas } from './define.ts';
import type { orderRoutes } from './routes/orders.ts';

const tag = 'orders';
const errors = [400, 401, 403, 404, 409] as const;

/** The new shoot (status pending) and its price as its invoice bills it. */
export const createOrderResponse = z.object({ success: z.literal(true), message: z.string(), data: project, quote: orderQuote });
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderSchemas = defineSchemas<typeof orderRoutes>()({
  listOrderServices: { tag, summary: 'The services a client may order (active ones), with prices, GST and durations', responses: { 200: dataResponse(z.array(orderableService)) }, errors },
  createOrder: { tag, summary: "Book a shoot for the caller's company: a pending project with its order and invoice", body: createOrderInput, responses: { 201: createOrderResponse }, errors },
  cancelOrder: { tag, summary: 'Cancel a shoot (a client before the cut-off, staff any time)', params: idParam, body: cancelOrderInput, responses: { 200: dataResponse(project) }, errors },
  requestReschedule: { tag, summary: 'Ask to move a shoot to new preferred times (before the cut-off); the booked time is released', params: idParam, body: rescheduleRequestInput, responses: { 200: dataResponse(project) }, errors },
});
