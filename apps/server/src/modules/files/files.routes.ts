import {
  confirmUploadInput,
  confirmUploadResponse,
  createFolderInput,
  createFolderResponse,
  errorResponse,
  fileIdParam,
  fileList,
  fileListQuery,
  folderZipInput,
  folderIdParam,
  folderZipUrlResponse,
  idParam,
  messageResponse,
  serveParams,
  serveQuery,
  serveResponse,
  updateFolderInput,
  uploadUrlInput,
  uploadUrlResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import type { FilesService } from './files.service.ts';
import type { ProjectFilesGate } from './project-files.ts';
import type { UploadsService } from './uploads.service.ts';
import type { ZipsService } from './zips.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse };
const tags = ['files'];

/** The file calls of spec section 7 on /api/v1/projects/{id}/...; uploads share the project's POST URL (projects.routes). */
/** Who may write to a project's files: everyone who sees the project is asked, so a client hears 403 on its own and 404 elsewhere. */
export const fileWriteAccess = (gate: ProjectFilesGate) => permitted('files.read', gate.forWriting);

export const filesRoutes = ({ files, uploads, zips, gate }: { files: FilesService; uploads: UploadsService; zips: ZipsService; gate: ProjectFilesGate }): FastifyPluginAsyncZod => async (app) => {
  const writing = fileWriteAccess(gate);
  const downloading = permitted('files.read', gate.forDownloading);

  app.get('/api/v1/projects/:id/files/', {
    config: { access: permitted('files.read', gate.open) },
    schema: { tags, summary: "A folder's folders and files (or, with favourites=1, the project's favourites), with signed links", params: idParam, querystring: fileListQuery, response: { 200: fileList, ...errors } },
    // A folder can hold thousands of entries built by our own code from the contract's type: checking
    // each field again against the schema costs more than the query, so this answer is only stringified.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request) => ({ success: true as const, data: await files.list(actorOf(request), request.params.id, request.query.folder_path, { favourites: request.query.favourites }) }),
  });

  app.post('/api/v1/projects/:id/folders/', {
    config: { access: writing },
    schema: { tags, summary: 'Create a folder (inside parent_folder)', params: idParam, body: createFolderInput, response: { 201: createFolderResponse, ...errors } },
    handler: async (request, reply) => {
      const data = await files.createFolder(actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: `Folder ${data.name} created successfully!`, data });
    },
  });

  app.post('/api/v1/projects/:id/folders/:folderId/', {
    config: { access: writing },
    schema: { tags, summary: 'Make a folder internal (client_visible false: clients never see it or anything under it) or client-visible', params: folderIdParam, body: updateFolderInput, response: { 200: createFolderResponse, ...errors } },
    handler: async (request) => {
      const data = await files.setClientVisible(actorOf(request), request.params.id, request.params.folderId, request.body.client_visible);
      return { success: true as const, message: data.client_visible ? `Folder ${data.name} is visible to the client.` : `Folder ${data.name} is internal: the client does not see it.`, data };
    },
  });

  app.delete('/api/v1/projects/:id/files/:fileId/', {
    config: { access: writing },
    schema: { tags, summary: 'Delete a file, or a folder (folder-<n>) with its contents', params: fileIdParam, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      const { id, fileId } = request.params;
      await files.remove(actorOf(request), id, fileId);
      return { success: true as const, message: typeof fileId === 'number' ? 'File deleted successfully' : 'Folder deleted successfully' };
    },
  });

  app.get('/api/v1/projects/:id/serve/:filename/', {
    config: { access: permitted('files.read', gate.forReading) },
    schema: { tags, summary: 'A short-lived signed link to a file (by name with folder_path, or by id)', params: serveParams, querystring: serveQuery, response: { 200: serveResponse, ...errors } },
    handler: async (request) => {
      const { id, filename } = request.params;
      const { folder_path: folderPath, variant, disposition } = request.query;
      return { success: true as const, data: await files.serve(actorOf(request), id, { filename, folderPath, variant, disposition }) };
    },
  });

  app.post('/api/v1/projects/:id/upload-url/', {
    config: { access: writing },
    schema: { tags, summary: 'Start a direct upload: a URL to PUT the file to', params: idParam, body: uploadUrlInput, response: { 201: uploadUrlResponse, ...errors } },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await uploads.createUploadUrl(actorOf(request), request.params.id, request.body) }),
  });

  app.post('/api/v1/projects/:id/files/confirm/', {
    config: { access: writing },
    schema: { tags, summary: 'Finish a direct upload: checks the stored file, then lists it', params: idParam, body: confirmUploadInput, response: { 201: confirmUploadResponse, ...errors } },
    handler: async (request, reply) => {
      const data = await uploads.confirmUpload(actorOf(request), request.params.id, request.body.upload_id);
      return reply.status(201).send({ success: true as const, message: 'Upload Complete: 1 file(s) uploaded successfully!', data });
    },
  });

  app.post('/api/v1/projects/:id/download_folder_zip/', {
    config: { access: downloading },
    schema: { tags, summary: 'The folder and its subfolders (or the favourites) as a ZIP (streamed, store mode)', params: idParam, body: folderZipInput, response: { 200: z.any().describe('the ZIP bytes'), ...errors } },
    handler: async (request, reply) => {
      const { fileName, stream } = await zips.zip(actorOf(request), request.params.id, { folderPath: request.body.folder_path, favourites: request.body.favourites });
      return reply.type('application/zip').header('content-disposition', contentDisposition('attachment', fileName)).send(stream);
    },
  });

  app.post('/api/v1/projects/:id/zip-url/', {
    config: { access: downloading },
    schema: { tags, summary: 'A signed GET link to the folder ZIP, for browsers to save as it streams', params: idParam, body: folderZipInput, response: { 200: folderZipUrlResponse, ...errors } },
    handler: async (request) => ({ success: true as const, data: await zips.zipUrl(actorOf(request), request.params.id, { folderPath: request.body.folder_path, favourites: request.body.favourites }) }),
  });
};
