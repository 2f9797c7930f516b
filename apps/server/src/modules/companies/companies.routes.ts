import { company, companyList, createCompanyInput, dataResponse, errorResponse, idParam, listQuery, messageResponse, updateCompanyInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { CompaniesService } from './companies.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['companies'];

export const companiesRoutes = (companies: CompaniesService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/companies/', {
    config: { access: permitted('companies.manage') },
    schema: { tags, summary: 'List companies', querystring: listQuery, response: { 200: companyList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await companies.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/companies/', {
    config: { access: permitted('companies.manage') },
    schema: { tags, summary: 'Add a company', body: createCompanyInput, response: { 201: dataResponse(company), ...errors } },
    handler: async (request, reply) => {
      const data = await companies.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Company added successfully!', data });
    },
  });

  app.get('/api/v1/companies/:id/', {
    config: { access: permitted('companies.read', companies.get) },
    schema: { tags, summary: 'One company', params: idParam, response: { 200: dataResponse(company), ...errors } },
    handler: async (request) => ({ success: true as const, data: await companies.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/companies/:id/', {
    config: { access: permitted('companies.manage', companies.get) },
    schema: { tags, summary: 'Update a company', params: idParam, body: updateCompanyInput, response: { 200: dataResponse(company), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'Company updated successfully!',
      data: await companies.update(actorOf(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/v1/companies/:id/', {
    config: { access: permitted('companies.manage', companies.get) },
    schema: { tags, summary: 'Delete a company', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await companies.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Company deleted successfully!' };
    },
  });
};
