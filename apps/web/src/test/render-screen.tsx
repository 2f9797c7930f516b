import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AccountType } from '@portal/contract';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { writeSession } from '@/lib/session';
import { jsonResponse } from './render-route';

// Radix Select and Dialog use browser APIs jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

export interface ApiCall {
  method: string;
  /** Path without the query string, e.g. '/api/v1/services/'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** An answer: a Response (given again on every call), a function of the call, or a JSON body answered 200. */

/**
 * Stubs fetch with answers keyed by 'METHOD /path/' (query string ignored). Unknown calls answer
 * 404, so the session check of AuthProvider stays quiet. Answers the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler | object>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (handler === undefined) return jsonResponse(404, { success: false, message: 'Not found.', code: 'NOT_FOUND' });
    if (handler instanceof Response) return handler.clone();
    return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(200, handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls to one endpoint, e.g. callsTo('POST', '/api/v1/services/'). */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
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
