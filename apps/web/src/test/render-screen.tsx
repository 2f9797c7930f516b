import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AccountType, OperationName } from '@portal/contract';
import { operationRoutes } from '@portal/contract/routes';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { writeSession } from '@/lib/session';
import { jsonResponse } from './render-route';

// Radix Select and Dialog use browser APIs jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

export interface ApiCall {
  /** The contract operation the call is, when it is one. */
  operation: OperationName | undefined;
  /** Its path parameters, as text. */
  params: Record<string, string>;
  method: string;
  /** The URL's path, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** An answer: a Response (given again on every call), a function of the call, or a JSON body answered 200. */

const routePatterns = (Object.keys(operationRoutes) as OperationName[]).map((name) => {
  const { method, path } = operationRoutes[name];
  const keys: string[] = [];
  const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_match, key: string) => (keys.push(key), '([^/]+)'))}$`);
  return { name, method, pattern, keys };
});

/** The contract operation a request is, with its path parameters. */
function operationOfRequest(method: string, path: string): Pick<ApiCall, 'operation' | 'params'> {
  for (const route of routePatterns) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (match) return { operation: route.name, params: Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1]!)])) };
  }
  return { operation: undefined, params: {} };
}

/**
 * Stubs fetch with answers keyed by operation name ('listCategories'), or by 'METHOD /path/' for a
 * call that is not one (query string ignored). Unknown calls answer 404, so the session check of
 * AuthProvider stays quiet. Answers the recorded calls.
 */
export function mockApi(handlers: Partial<Record<OperationName, Handler | object>> & Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body && !(init.body instanceof FormData) ? JSON.parse(String(init.body)) : init?.body;
    const call: ApiCall = { ...operationOfRequest(method, url.pathname), method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = (call.operation && handlers[call.operation]) ?? handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return jsonResponse(404, { success: false, message: 'Not found.', code: 'NOT_FOUND' });
    if (handler instanceof Response) return handler.clone();
    return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /**
     * Calls of one operation, callsTo('createService'), with these path parameters,
     * callsTo('deleteService', { id: 2 }), or to one URL that is not an operation, callsTo('GET', '/robots.txt').
     */
    callsTo: (...which: [OperationName, Record<string, string | number>?] | [method: string, path: string]) =>
      calls.filter((call) => {
        const [first, second] = which;
        if (typeof second === 'string') return call.method === first && call.path === second;
        return call.operation === first && Object.entries(second ?? {}).every(([key, value]) => call.params[key] === String(value));
      }),
  };
}

/** Signs a person in for the test (no server call). */
export function signInAs(type: AccountType = 'user', roleName = type === 'admin' ? 'admin' : 'user') {
  writeSession('test-token', { id: 1, type, username: 'sam', email: 'sam@example.com', role_id: 1, role_name: roleName });
}

/**
 * Renders one screen at `path` with the app's real query client, so failures toast through it as
 * in the app. Answers the router (its location holds the URL state).
 */
export function renderScreen(routePath: string, element: ReactNode, path: string = routePath) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />, { wrapper }) };
}
