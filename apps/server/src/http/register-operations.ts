import {
  type AccessTarget,
  type AnswerInputOf,
  type BodyOf,
  errorResponse,
  type Operation,
  type OperationName,
  type OperationOf,
  operationRoutes,
  operationSchemas,
  type ParamsOf,
  type QueryOf,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../access/actor.ts';
import { permitted, type RouteAccess, type RouteAccessRule } from '../access/route-access.ts';
import { AppError, invalidFields } from '../errors.ts';
import { isJson, isMultipart } from '../lib/content-type.ts';

/** A request as an operation's handler reads it: its params, query and body as the contract validated them. */
export type OperationRequest<O extends Operation> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
};

/**
 * Answers the operation's success body, sent with its first success status (201 for a create); or
 * the reply itself, when the handler sent something else (a file, a redirect).
 */
export type OperationHandler<O extends Operation> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<AnswerInputOf<O> | FastifyReply>;

/** A handler, with the route options an operation needs beyond the contract (its own serializer). */
export type OperationImplementation<O extends Operation> =
  | OperationHandler<O>
  | {
      handler: OperationHandler<O>;
      serializerCompiler?: RouteOptions['serializerCompiler'];
      /** For a JSON call that shares its URL with an upload: the 415 answer to a body that is neither, in the call's own words. */
      unsupportedMediaType?: string;
    };

export type OperationHandlers<Names extends OperationName = OperationName> = { [K in Names]: OperationImplementation<OperationOf<K>> };

/**
 * For an answer our own code builds field by field from the contract's type, and that is large or
 * read all day (a folder of thousands of files, a page of projects): sent as built, without checking
 * every field again against the schema, which copies the whole answer and cost a page of 25 projects
 * more than its JSON (350 µs against 130). test/answers-as-built.test.ts holds each such answer equal
 * to what the schema makes of it, for every kind of reader.
 */
export const sentAsBuilt: RouteOptions['serializerCompiler'] = () => (data) => JSON.stringify(data);

/** The scoped read each access target is checked with. */
export type AccessTargets = Record<AccessTarget, (actor: Actor, id: number) => Promise<unknown>>;

const operationOf = (name: OperationName): Operation => ({ ...operationRoutes[name], ...operationSchemas[name] });


function routeAccess(operation: Operation, targets: AccessTargets): RouteAccess | undefined {
  if ('public' in operation.access) return undefined;
  const { permission, target, refusal } = operation.access;
  return permitted(permission, target && targets[target], refusal);
}

function responseSchemas(operation: Operation) {
  const response: Record<number, z.ZodType> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    response[Number(status)] = operation.file ? z.any().describe(`the bytes (${operation.file})`) : answer;
  }
  for (const status of operation.errors) response[status] = errorResponse;
  return response;
}

function schemaOf(operation: Operation, summary = operation.summary): FastifySchema {
  return {
    tags: [operation.tag],
    summary,
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(operation.body && { body: operation.body }),
    ...(operation.upload === 'multipart' && { consumes: ['multipart/form-data'] }),
    response: responseSchemas(operation),
  };
}

type AnyHandler = OperationHandler<Operation>;
type AnyImplementation = OperationImplementation<Operation>;
const handlerOf = (implementation: AnyImplementation): AnyHandler => (typeof implementation === 'function' ? implementation : implementation.handler);
const unsupportedMediaTypeOf = (implementation: AnyImplementation) =>
  (typeof implementation !== 'function' && implementation.unsupportedMediaType) || 'Send this call as JSON (Content-Type: application/json), or files as multipart/form-data.';

/** Sends a returned body with the operation's first success status; a handler that sent its own reply keeps it. */
const answering = (operation: Operation, handler: AnyHandler) => {
  const status = Number(Object.keys(operation.responses)[0] ?? 200);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await handler(request as OperationRequest<Operation>, reply);
    // A reply is thenable: `return reply.send(…)` from an async handler resolves once it is sent, to nothing.
    if (answer === reply || reply.sent) return reply;
    return reply.status(status).send(answer);
  };
};

/**
 * Registers a handler for every operation of the contract. Two operations may share a URL and
 * method when one takes JSON and the other a multipart upload (a project's update and its file
 * upload): the content type picks the operation, and its access rule, before the body is read.
 */
export async function registerOperations(app: FastifyInstance, handlers: OperationHandlers, targets: AccessTargets) {
  const byRoute = new Map<string, OperationName[]>();
  for (const name of Object.keys(operationRoutes) as OperationName[]) {
    const key = `${operationOf(name).method} ${operationOf(name).path}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), name]);
  }
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const names of byRoute.values()) {
    if (names.length === 1) {
      await registerOne(typed, names[0]!, handlers[names[0]!] as AnyImplementation, targets);
      continue;
    }
    const upload = names.find((name) => operationOf(name).upload === 'multipart');
    const json = names.find((name) => operationOf(name).body);
    if (names.length !== 2 || !upload || !json) throw new Error(`${names.join(', ')} share a URL: only a JSON call and a multipart upload may`);
    registerJsonOrUpload(typed, { name: json, implementation: handlers[json] as AnyImplementation }, { name: upload, implementation: handlers[upload] as AnyImplementation }, targets);
  }
}

async function registerOne(app: FastifyInstance, name: OperationName, implementation: AnyImplementation, targets: AccessTargets) {
  const operation = operationOf(name);
  const access = routeAccess(operation, targets);
  const route: RouteOptions = {
    method: operation.method,
    url: operation.path,
    config: access ? { access, operations: [name] } : { public: true, operations: [name] },
    schema: schemaOf(operation),
    ...(typeof implementation !== 'function' && implementation.serializerCompiler && { serializerCompiler: implementation.serializerCompiler }),
    handler: answering(operation, handlerOf(implementation)),
  };
  if (operation.upload !== 'raw') {
    app.route(route);
    return;
  }
  // The body is the file itself, whatever its type, streamed to the handler as it comes.
  await app.register(async (plugin) => {
    plugin.removeAllContentTypeParsers();
    plugin.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    plugin.route(route);
  });
}

function registerJsonOrUpload(
  app: FastifyInstance,
  json: { name: OperationName; implementation: AnyImplementation },
  upload: { name: OperationName; implementation: AnyImplementation },
  targets: AccessTargets,
) {
  const jsonOperation = operationOf(json.name);
  const uploadOperation = operationOf(upload.name);
  const jsonAccess = routeAccess(jsonOperation, targets)!;
  const uploadAccess = routeAccess(uploadOperation, targets)!;
  const access: RouteAccessRule = (request) => (isMultipart(request) ? uploadAccess : jsonAccess);
  const sendUpload = answering(uploadOperation, handlerOf(upload.implementation));
  app.route({
    method: jsonOperation.method,
    url: jsonOperation.path,
    config: { access, operations: [json.name, upload.name] },
    schema: schemaOf(jsonOperation, `${jsonOperation.summary} (JSON); or ${uploadOperation.summary.charAt(0).toLowerCase()}${uploadOperation.summary.slice(1)} (multipart)`),
    // The upload goes to its own handler before the JSON body would be validated.
    preValidation: async (request, reply) => {
      if (isMultipart(request)) {
        const params = uploadOperation.params?.safeParse(request.params);
        // Named as the JSON route's validation names them, the field said once.
        if (params && !params.success) invalidFields(params.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
        if (params) request.params = params.data;
        return sendUpload(request, reply);
      }
      if (!isJson(request)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedMediaTypeOf(json.implementation));
      }
    },
    handler: answering(jsonOperation, handlerOf(json.implementation)),
  });
}
