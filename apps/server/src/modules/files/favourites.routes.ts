import { errorResponse, favouriteParams, favouriteResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import { permitted } from '../../access/route-access.ts';
import { type FavouritesService, onlyClientsMessage } from './favourites.service.ts';
import type { ProjectFilesGate } from './project-files.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['files'];
const path = '/api/v1/projects/:id/files/:fileId/favourite/';

/** A client's favourite photos (decisions section 8): POST marks, DELETE unmarks, both idempotent. */
export const favouritesRoutes = ({ favourites, gate }: { favourites: FavouritesService; gate: ProjectFilesGate }): FastifyPluginAsyncZod => async (app) => {
  const access = permitted('favourites.write', gate.forReading, onlyClientsMessage);
  app.post(path, {
    config: { access },
    schema: { tags, summary: "Mark a file as one of the signed-in client's favourites", params: favouriteParams, response: { 200: favouriteResponse, ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Added to favourites', data: await favourites.mark(actorOf(request), request.params.id, request.params.fileId) }),
  });

  app.delete(path, {
    config: { access },
    schema: { tags, summary: "Remove a file from the signed-in client's favourites", params: favouriteParams, response: { 200: favouriteResponse, ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Removed from favourites', data: await favourites.unmark(actorOf(request), request.params.id, request.params.fileId) }),
  });
};
