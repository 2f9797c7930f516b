import { assignRoleInput, createUserInput, dataResponse, errorResponse, idParam, messageResponse, updateUserInput, user, userList, userListQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { UsersService } from './users.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['users'];

export const usersRoutes = (users: UsersService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/users/', {
    config: { access: permitted('users.manage') },
    schema: { tags, summary: 'List person accounts', querystring: userListQuery, response: { 200: userList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await users.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/users/', {
    config: { access: permitted('users.manage') },
    schema: { tags, summary: 'Add a user', body: createUserInput, response: { 201: dataResponse(user), ...errors } },
    handler: async (request, reply) => {
      const data = await users.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'User added successfully!', data });
    },
  });

  app.get('/api/v1/users/:id/', {
    config: { access: permitted('users.manage', users.get) },
    schema: { tags, summary: 'One user', params: idParam, response: { 200: dataResponse(user), ...errors } },
    handler: async (request) => ({ success: true as const, data: await users.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/users/:id/', {
    config: { access: permitted('users.manage', users.getActive) },
    schema: { tags, summary: 'Update a user', params: idParam, body: updateUserInput, response: { 200: dataResponse(user), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'User updated successfully!',
      data: await users.update(actorOf(request), request.params.id, request.body),
    }),
  });

  app.post('/api/v1/users/:id/role/', {
    config: { access: permitted('users.manage', users.getActive) },
    schema: { tags, summary: "Change a user's role", params: idParam, body: assignRoleInput, response: { 200: dataResponse(user), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'Role updated successfully!',
      data: await users.assignRole(actorOf(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/v1/users/:id/', {
    config: { access: permitted('users.manage', users.getActive) },
    schema: { tags, summary: 'Delete (deactivate) a user', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await users.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'User deleted successfully!' };
    },
  });
};
