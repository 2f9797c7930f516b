import type { z } from 'zod';
import type { OperationRoute, OperationSchemas } from './define.ts';

/** One operation: its route and its schemas. */
export type Operation = OperationRoute & OperationSchemas;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path parameters, as validated. */
export type ParamsOf<O extends Operation> = Output<O['params']>;
/** Query parameters, as validated. */
export type QueryOf<O extends Operation> = Output<O['query']>;
/** The JSON body as the caller sends it (defaults and transforms not yet applied). */
export type BodyInputOf<O extends Operation> = Input<O['body']>;
/** The JSON body as the handler reads it. */
export type BodyOf<O extends Operation> = Output<O['body']>;

type SuccessSchemas<O extends Operation> = O['responses'][keyof O['responses']];
/** A success answer as the caller reads it; a file answer is its bytes. */
export type AnswerOf<O extends Operation> = O extends { file: string } ? Blob : SuccessSchemas<O> extends infer S ? (S extends z.ZodType ? z.output<S> : never) : never;
/** A success answer as the handler returns it, before serialization (a file is sent on the reply). */
export type AnswerInputOf<O extends Operation> = O extends { file: string } ? never : SuccessSchemas<O> extends infer S ? (S extends z.ZodType ? z.input<S> : never) : never;
