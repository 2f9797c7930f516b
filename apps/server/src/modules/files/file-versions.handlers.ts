import type { FileVersionOperationName } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { FileVersionsService } from './file-versions.service.ts';
import { isMultipart, uploadParts } from './multipart-upload.ts';

// eslint-disable-next-line require-yield -- a body that is not a form has no parts: reading it is the refusal
async function* notMultipart(): AsyncGenerator<never> {
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'file must be sent as multipart/form-data in the field file', [{ field: 'file', message: 'must be sent as multipart/form-data' }]);
}

/** A file's versions on /api/v1/projects/{id}/files/{fileId}/versions/. */
export const fileVersionsHandlers = (versions: FileVersionsService): OperationHandlers<FileVersionOperationName> => ({
  uploadFileVersion: async (request: FastifyRequest & { params: { id: number; fileId: number } }, reply: FastifyReply) => {
    try {
      // Read only once the file is known to be the caller's: who may not reach it hears 404 whatever the body.
      const parts = isMultipart(request) ? uploadParts(request) : notMultipart();
      const data = await versions.upload(actorOf(request), request.params.id, request.params.fileId, parts);
      return reply.status(201).send({ success: true, message: `Version ${data.version} of ${data.name} uploaded.`, data });
    } catch (error) {
      // The rest of the body is not read, so the connection cannot carry another request.
      if ((error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') || (error as { statusCode?: number }).statusCode === 413) reply.header('connection', 'close');
      throw error;
    }
  },
  listFileVersions: async (request) => ({ success: true, data: await versions.list(actorOf(request), request.params.id, request.params.fileId) }),
  restoreFileVersion: async (request) => {
    const data = await versions.restore(actorOf(request), request.params.id, request.params.fileId, request.params.version);
    return { success: true, message: `Version ${request.params.version} restored as version ${data.version}.`, data };
  },
});
