import { createServiceInput, dataResponse, errorResponse, idParam, listQuery, messageResponse, service, serviceList, updateServiceInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ServicesService } from './services.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['services'];

export const servicesRoutes = (services: ServicesService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/services/', {
    config: { access: permitted('services.manage') },
    schema: { tags, summary: 'List services', querystring: listQuery, response: { 200: serviceList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await services.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/services/', {
    config: { access: permitted('services.manage') },
    schema: { tags, summary: 'Add a service', body: createServiceInput, response: { 201: dataResponse(service), ...errors } },
    handler: async (request, reply) => {
      const data = await services.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Service added successfully!', data });
    },
  });

  app.get('/api/v1/services/:id/', {
    config: { access: permitted('services.manage', services.get) },
    schema: { tags, summary: 'One service', params: idParam, response: { 200: dataResponse(service), ...errors } },
    handler: async (request) => ({ success: true as const, data: await services.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/services/:id/', {
    config: { access: permitted('services.manage', services.get) },
    schema: { tags, summary: 'Update a service', params: idParam, body: updateServiceInput, response: { 200: dataResponse(service), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'Service updated successfully!',
      data: await services.update(actorOf(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/v1/services/:id/', {
    config: { access: permitted('services.manage', services.get) },
    schema: { tags, summary: 'Delete a service', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await services.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Service deleted successfully!' };
    },
  });
};
