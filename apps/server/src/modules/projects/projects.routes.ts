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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ProjectsService } from './projects.service.ts';
import { permitted, type RouteAccess } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 415: errorResponse };
const tags = ['projects'];

type UploadHandler = (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => Promise<unknown>;

/** The files module's upload: its handler and who may use it. */
export interface ProjectUpload {
  handle: UploadHandler;
  access: RouteAccess;
}

const isMultipart = (headers: { 'content-type'?: string | string[] }) => /^multipart\/form-data\b/i.test(String(headers['content-type'] ?? ''));

/**
 * POST /api/v1/projects/{id}/ is two calls of spec section 7: a JSON update, or a multipart file
 * upload, which goes to the files module before the JSON body would be validated.
 */
const jsonOrUpload = (upload: UploadHandler) => async (request: FastifyRequest, reply: FastifyReply) => {
  const contentType = request.headers['content-type'] ?? '';
  if (isMultipart(request.headers)) {
    // Runs before validation, so the id is checked here with the route's own rule.
    const params = idParam.safeParse(request.params);
    if (!params.success) throw new AppError('VALIDATION_FAILED', 'id: must be a project number', [{ field: 'id', message: 'must be a project number' }]);
    request.params = params.data;
    return upload(request as FastifyRequest<{ Params: { id: number } }>, reply);
  }
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send project updates as JSON (Content-Type: application/json), or files as multipart/form-data.');
  }
};

export const projectsRoutes = (projects: ProjectsService, upload: ProjectUpload): FastifyPluginAsyncZod => async (app) => {
  const updateOrUpload = (request: { headers: { 'content-type'?: string | string[] } }) => (isMultipart(request.headers) ? upload.access : permitted('projects.manage', projects.get));

  app.get('/api/v1/projects/', {
    config: { access: permitted('projects.read') },
    schema: { tags, summary: 'List projects in your scope', querystring: projectListQuery, response: { 200: projectList, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await projects.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/projects/', {
    config: { access: permitted('projects.manage') },
    schema: { tags, summary: 'Add a project (its invoice is generated with it)', body: createProjectInput, response: { 201: createProjectResponse, ...errors } },
    handler: async (request, reply) => {
      const { project: data, invoice } = await projects.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Project created successfully! Invoice will be auto-generated.', data, invoice });
    },
  });

  app.get('/api/v1/projects/:id/', {
    config: { access: permitted('projects.read', projects.get) },
    schema: { tags, summary: 'One project', params: idParam, response: { 200: dataResponse(project), ...errors } },
    handler: async (request) => ({ success: true as const, data: await projects.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/projects/:id/', {
    config: { access: updateOrUpload },
    schema: { tags, summary: 'Update a project, its status or its editor (JSON); or upload projectFiles (multipart)', params: idParam, body: updateProjectInput, response: { 200: dataResponse(project), ...errors } },
    preValidation: jsonOrUpload(upload.handle),
    handler: async (request) => ({ success: true as const, ...(await projects.update(actorOf(request), request.params.id, request.body)) }),
  });

  app.delete('/api/v1/projects/:id/', {
    config: { access: permitted('projects.manage', projects.get) },
    schema: { tags, summary: 'Delete a project and its invoice', params: idParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await projects.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Project deleted successfully!' };
    },
  });

  app.get('/api/v1/projects/:id/activity/', {
    config: { access: permitted('projects.read', projects.get) },
    schema: { tags, summary: "The project's timeline, oldest first", params: idParam, response: { 200: activityList, ...errors } },
    handler: async (request) => ({ success: true as const, data: await projects.timeline(actorOf(request), request.params.id) }),
  });
};
