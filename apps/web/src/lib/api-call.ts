import type { AnswerOf, BodyInputOf, OperationName, OperationOf, ParamsOf, QueryOf } from '@portal/contract';
import { operationRoutes } from '@portal/contract/routes';
import { apiFetch, type ApiFetchOptions } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

type Slot<Key extends string, Value> = [Value] extends [undefined] ? { [K in Key]?: undefined } : { [K in Key]: Value };

/** What a call sends: the operation's path parameters, query and body, typed by the contract. */
export type CallInput<Name extends OperationName> = Slot<'params', ParamsOf<OperationOf<Name>>> &
  ([QueryOf<OperationOf<Name>>] extends [undefined] ? { query?: undefined } : { query?: Partial<QueryOf<OperationOf<Name>>> }) &
  (OperationOf<Name> extends { upload: 'multipart' } ? { body: FormData } : Slot<'body', BodyInputOf<OperationOf<Name>>>);

export type CallOptions = Pick<ApiFetchOptions, 'signal' | 'token' | 'handleSessionExpiry'>;

type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The URL of an operation with its path parameters filled in and its query appended. */
export function operationUrl<Name extends OperationName>(name: Name, input?: Pick<CallInput<Name>, 'params' | 'query'>): string {
  const { params = {}, query = {} } = (input ?? {}) as { params?: Record<string, string | number>; query?: QueryValues };
  const path = operationRoutes[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    if (params[key] === undefined) throw new Error(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(params[key]));
  });
  return `${path}${toQueryString(query)}`;
}

/** Calls an operation of the API by name; its answer is typed by the contract. A file answer is a Blob. */
export function callApi<Name extends OperationName>(name: Name, input: CallInput<Name>, options: CallOptions = {}): Promise<AnswerOf<OperationOf<Name>>> {
  const operation = operationRoutes[name];
  return apiFetch<AnswerOf<OperationOf<Name>>>(operationUrl<OperationName>(name, input as Pick<CallInput<OperationName>, 'params' | 'query'>), {
    ...options,
    method: operation.method,
    ...(input.body !== undefined && { body: input.body }),
    ...('file' in operation && { responseType: 'blob' as const }),
  });
}
