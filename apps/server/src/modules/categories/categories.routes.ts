import { category, categoryList, createCategoryInput, dataResponse, errorResponse, idParam, listQuery, messageResponse, updateCategoryInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { CategoriesService } from './categories.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['categories'];

export const categoriesRoutes = (categories: CategoriesService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/categories/', {
    config: { access: permitted('categories.manage') },
    schema: { tags, summary: 'List categories', querystring: listQuery, response: { 200: categoryList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await categories.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/categories/', {
    config: { access: permitted('categories.manage') },
    schema: { tags, summary: 'Add a category', body: createCategoryInput, response: { 201: dataResponse(category), ...errors } },
    handler: async (request, reply) => {
      const data = await categories.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Category added successfully!', data });
    },
  });

  app.get('/api/v1/categories/:id/', {
    config: { access: permitted('categories.manage', categories.get) },
    schema: { tags, summary: 'One category', params: idParam, response: { 200: dataResponse(category), ...errors } },
    handler: async (request) => ({ success: true as const, data: await categories.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/categories/:id/', {
    config: { access: permitted('categories.manage', categories.get) },
    schema: { tags, summary: 'Update a category', params: idParam, body: updateCategoryInput, response: { 200: dataResponse(category), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'Category updated successfully!',
      data: await categories.update(actorOf(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/v1/categories/:id/', {
    config: { access: permitted('categories.manage', categories.get) },
    schema: { tags, summary: 'Delete a category', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await categories.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Category deleted successfully!' };
    },
  });
};
