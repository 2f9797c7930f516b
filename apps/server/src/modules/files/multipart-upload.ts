import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { UploadPart, UploadsService } from './uploads.service.ts';

export { isMultipart } from '../../lib/content-type.ts';

const incompleteMultipart = 'is not complete multipart/form-data: it needs a boundary and must end with the closing boundary';

/** A body the parser could not read (no boundary, cut short) is the sender's fault: 400, not 500. */
export function unreadableBody(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error as Error;
  return new AppError('VALIDATION_FAILED', `body: ${incompleteMultipart}`, [{ field: 'body', message: incompleteMultipart }]);
}

export async function* uploadParts(request: Pick<FastifyRequest, 'parts'>): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') yield { kind: 'file', fieldName: part.fieldname, fileName: part.filename, stream: part.file };
      else yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
    }
  } catch (error) {
    throw unreadableBody(error);
  }
}

/**
 * The multipart upload of a project's files, which shares `POST /api/v1/projects/{id}/` with the
 * JSON project update: multipart requests come here before a JSON body would be validated.
 */
export function handleMultipartUpload(uploads: UploadsService) {
  return async (request: Pick<FastifyRequest, 'parts' | 'actor'> & { params: { id: number } }, reply: FastifyReply) => {
    try {
      const data = await uploads.upload(actorOf(request), request.params.id, uploadParts(request));
      const count = data.files.length;
      // The update route's response schema describes a project; this answer is the upload's own.
      return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send({ success: true, message: `Upload Complete: ${count} file(s) uploaded successfully!`, data });
    } catch (error) {
      // The rest of the body is not read, so the connection cannot carry another request.
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') reply.header('connection', 'close');
      if ((error as { statusCode?: number }).statusCode === 413) reply.header('connection', 'close');
      throw error;
    }
  };
}
