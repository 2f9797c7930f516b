import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam, listQuery } from '../list.ts';
import { createServiceInput, service, serviceList, updateServiceInput } from '../services.ts';
import { defineSchemas } from './define.ts';
import type { serviceRoutes } from './routes/services.ts';

const tag = 'services';
const errors = [400, 401, 403, 404, 409] as const;

export const serviceSchemas = defineSchemas<typeof serviceRoutes>()({
  listServices: { tag, summary: 'List services', query: listQuery, responses: { 200: serviceList }, errors },
  createService: { tag, summary: 'Add a service', body: createServiceInput, responses: { 201: dataResponse(service) }, errors },
  getService: { tag, summary: 'One service', params: idParam, responses: { 200: dataResponse(service) }, errors },
  updateService: { tag, summary: 'Update a service', params: idParam, body: updateServiceInput, responses: { 200: dataResponse(service) }, errors },
  deleteService: { tag, summary: 'Delete a service', params: idParam, responses: { 200: messageResponse }, errors },
});
