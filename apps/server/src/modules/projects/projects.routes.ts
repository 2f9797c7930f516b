import {
  activityList,
  createProjectInput,
  createProjectResponse,
  dataResponse,
  errorResponse,
  idParam,
  messageResponse,
  project,
  projectList,
  projectListQuery,
  updateProjectInput,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ProjectsService } from './projects.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 415: errorResponse };
const tags = ['projects'];

/** Updates take JSON; file uploads (multipart) arrive on this URL with the files issue. */
async function requireJson(request: FastifyRequest) {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send project updates as JSON (Content-Type: application/json).');
  }
}

export const projectsRoutes = (projects: ProjectsService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/projects/', {
    schema: { tags, summary: 'List projects in your scope', querystring: projectListQuery, response: { 200: projectList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await projects.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/projects/', {
    schema: { tags, summary: 'Add a project (its invoice is generated with it)', body: createProjectInput, response: { 201: createProjectResponse, ...errors } },
    handler: async (request, reply) => {
      const { project: data, invoice } = await projects.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Project created successfully! Invoice will be auto-generated.', data, invoice });
    },
  });

  app.get('/api/v1/projects/:id/', {
    schema: { tags, summary: 'One project', params: idParam, response: { 200: dataResponse(project), ...errors } },
    handler: async (request) => ({ success: true as const, data: await projects.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/projects/:id/', {
    schema: { tags, summary: 'Update a project, its status or its editor', params: idParam, body: updateProjectInput, response: { 200: dataResponse(project), ...errors } },
    preValidation: requireJson,
    handler: async (request) => ({ success: true as const, ...(await projects.update(actorOf(request), request.params.id, request.body)) }),
  });

  app.delete('/api/v1/projects/:id/', {
    schema: { tags, summary: 'Delete a project and its invoice', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await projects.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Project deleted successfully!' };
    },
  });

  app.get('/api/v1/projects/:id/activity/', {
    schema: { tags, summary: "The project's timeline, oldest first", params: idParam, response: { 200: activityList, ...errors } },
    handler: async (request) => ({ success: true as const, data: await projects.timeline(actorOf(request), request.params.id) }),
  });
};
