import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, fieldMessage, type FieldError } from '../errors.ts';
import { NotFoundInStore } from '../storage/file-store.ts';

/** One error handler: the envelope `{success:false, message, code, errors?}`, no internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | NotFoundInStore, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error instanceof NotFoundInStore) {
      // A listed file whose bytes are gone: the caller gets a plain 404, the log keeps the key to investigate.
      request.log.error({ storageKey: error.key }, 'file missing from storage');
      return reply.status(404).send({ success: false, message: 'File not found.', code: 'NOT_FOUND' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      const first = errors[0];
      return reply.status(400).send({
        success: false,
        message: first ? fieldMessage(first) : 'Invalid request.',
        code: 'VALIDATION_FAILED',
        errors,
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    // Framework errors (bad JSON, body too large, wrong content type) keep their own clear message.
    return reply.status(status).send({ success: false, message: error.message, code: codeForStatus(status) });
  });
}

function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  if (path) return path;
  if (Array.isArray(missing) && missing.length > 0) return missing.join('.');
  return 'body';
}

const envelope = (message: string, code: string) => ({ success: false as const, message, code });

/** Errors the router raises before any route runs (a path too long or badly encoded); never echoes the path. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send(envelope('The address is too long.', 'URI_TOO_LONG'));
  return reply.status(400).send(envelope('The address is not valid.', 'BAD_REQUEST'));
}

/** Requests Node's parser refuses before Fastify sees them (request line or headers past the limit): the envelope too. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, envelope('The address or the headers are too long.', 'HEADERS_TOO_LARGE')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, envelope('The request took too long to arrive.', 'REQUEST_TIMEOUT')]
        : [400, envelope('The request could not be read.', 'BAD_REQUEST')];
  const json = JSON.stringify(body);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`);
  socket.destroy(error);
}
