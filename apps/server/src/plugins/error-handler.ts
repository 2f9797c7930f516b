import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type FieldError } from '../errors.ts';

/** One error handler: the envelope `{success:false, message, code, errors?}`, no internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      const first = errors[0];
      return reply.status(400).send({
        success: false,
        message: first ? `${first.field}: ${first.message}` : 'Invalid request.',
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
