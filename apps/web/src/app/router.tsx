import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { screen } from './guards';
import { prefetchClientGallery } from './prefetch-client-gallery';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every screen is its own chunk, so /login ships only what it shows.
 * Route files mirror the URL: /client/projects is routes/client/projects.tsx.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const shell = async () => ({ Component: (await import('@/components/layout/app-shell')).AppShell });

/** Loaders that only start a screen's first calls and never wait for them; the first page's run before the router fetches any code. */
const earlyLoaders = new WeakSet<LoaderFunction>();

function earlyCalls(queryClient: QueryClient, start: typeof prefetchClientGallery): LoaderFunction {
  const loader: LoaderFunction = (args) => {
    start(queryClient, args);
    return null;
  };
  earlyLoaders.add(loader);
  return loader;
}

/** Screens for signed-in people, shown inside the app shell; each declares who may see it. */
const protectedRoutes = (queryClient?: QueryClient): RouteObject[] => [
  // Staff
  { path: 'dashboard', handle: screen('staff'), lazy: page(() => import('./routes/dashboard')) },
  { path: 'overview', handle: screen('staff'), lazy: page(() => import('./routes/overview')) },
  { path: 'companies', handle: screen('staff'), lazy: page(() => import('./routes/companies')) },
  { path: 'projects', handle: screen('staff'), lazy: page(() => import('./routes/projects')) },
  { path: 'project/:id', handle: screen('staff'), lazy: page(() => import('./routes/project')) },
  { path: 'project/:id/files', handle: screen('staff'), lazy: page(() => import('./routes/project-files')) },
  { path: 'users', handle: screen('staff'), lazy: page(() => import('./routes/users')) },
  { path: 'project-categories', handle: screen('staff'), lazy: page(() => import('./routes/project-categories')) },
  { path: 'project-services', handle: screen('staff'), lazy: page(() => import('./routes/project-services')) },
  { path: 'invoices', handle: screen('staff'), lazy: page(() => import('./routes/invoices')) },
  { path: 'revisions', handle: screen('staff'), lazy: page(() => import('./routes/revisions')) },
  { path: 'calendar', handle: screen('staff'), lazy: page(() => import('./routes/calendar')) },
  { path: 'upload-test', handle: screen('staff'), lazy: page(() => import('./routes/upload-test')) },
  // Owner
  { path: 'income-expense', handle: screen('owner'), lazy: page(() => import('./routes/income-expense')) },
  { path: 'roles', handle: screen('owner'), lazy: page(() => import('./routes/roles')) },
  { path: 'subscriptions', handle: screen('owner'), lazy: page(() => import('./routes/subscriptions')) },
  { path: 'settings', handle: screen('owner'), lazy: page(() => import('./routes/settings')) },
  // Editors
  { path: 'editor', handle: screen('editor-tasks'), lazy: page(() => import('./routes/editor')) },
  { path: 'editor/project/:id', handle: screen('editor-project'), lazy: page(() => import('./routes/editor/project')) },
  { path: 'editor/project/:id/files', handle: screen('editor-project'), lazy: page(() => import('./routes/editor/project-files')) },
  // A revision request's photos: the assigned editor, and staff who do the work themselves.
  { path: 'editor/revision/:id', handle: screen('editor-tasks'), lazy: page(() => import('./routes/editor/revision')) },
  // Photographers
  { path: 'photographer', handle: screen('photographer'), lazy: page(() => import('./routes/photographer')) },
  { path: 'photographer/shoot/:id', handle: screen('photographer'), lazy: page(() => import('./routes/photographer/shoot')) },
  // Client portal
  { path: 'client/dashboard', handle: screen('client'), lazy: page(() => import('./routes/client/dashboard')) },
  { path: 'clientc/dashboard', handle: screen('client'), lazy: page(() => import('./routes/clientc/dashboard')) },
  { path: 'client/projects', handle: screen('client'), lazy: page(() => import('./routes/client/projects')) },
  { path: 'client/book', handle: screen('client'), lazy: page(() => import('./routes/client/book')) },
  { path: 'client/project/:id', handle: screen('client'), lazy: page(() => import('./routes/client/project')) },
  {
    path: 'client/project/:id/files',
    handle: screen('client'),
    lazy: page(() => import('./routes/client/project-files')),
    ...(queryClient && { loader: earlyCalls(queryClient, prefetchClientGallery) }),
  },
  // The shell's client-projects section lives in the client portal; the guard sends everyone on.
  { path: 'client-projects', handle: screen('client-projects'), lazy: page(() => import('./routes/client-projects')) },
];

/** The route table; given the app's query client, routes start their screens' first calls early. */
export const appRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    // Every screen passes the guard, which lets it in by the access its entry declares.
    Component: RequireAccess,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, handle: screen('public'), lazy: page(() => import('./routes/root')) },
      { path: 'welcome', handle: screen('public'), lazy: page(() => import('./routes/welcome')) },
      { path: 'login', handle: screen('public'), lazy: page(() => import('./routes/login')) },
      { path: 'admin/login', handle: screen('public'), lazy: page(() => import('./routes/admin/login')) },
      { path: 'forgot-password', handle: screen('public'), lazy: page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', handle: screen('public'), lazy: page(() => import('./routes/reset-password')) },
      { path: 'set-password', handle: screen('public'), lazy: page(() => import('./routes/set-password')) },
      { lazy: shell, children: protectedRoutes(queryClient) },
      { path: '*', handle: screen('public'), lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export const routes = appRoutes();

export function createAppRouter(queryClient: QueryClient) {
  const table = appRoutes(queryClient);
  // Started before the router asks for the screens' code: over HTTP/1.1 the calls would otherwise queue behind it.
  const { pathname, href } = window.location;
  for (const { route, params } of matchRoutes(table, pathname) ?? []) {
    if (typeof route.loader === 'function' && earlyLoaders.has(route.loader)) void route.loader({ params, request: new Request(href) } as LoaderFunctionArgs);
  }
  return createBrowserRouter(table);
}
