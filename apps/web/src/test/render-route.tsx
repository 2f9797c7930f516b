import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { operationRoutes } from '@portal/contract/routes';
import type { Branding } from '@portal/contract';
import { AuthProvider } from '@/lib/auth';
import { fallbackBranding } from '@/lib/branding';

/** Renders routes in a memory router with the app's auth and query providers; answers the router too. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return { router, ...render(<RouterProvider router={router} />, { wrapper }) };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch for signed-out pages: the public branding call is answered here, every other call goes to `calls`. */
export function fetchWithBranding(calls: typeof fetch, branding: Partial<Branding> = {}) {
  return (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(operationRoutes.getBranding.path) ? Promise.resolve(jsonResponse(200, { success: true, data: { ...fallbackBranding, ...branding } })) : calls(input, init);
}
