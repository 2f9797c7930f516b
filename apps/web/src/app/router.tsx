import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { screen } from './guards';
import { lazyRoute, routeStarter } from './lazy-route';
import { prefetchClientGallery } from './prefetch-client-gallery';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every screen is its own chunk, so /login ships only what it shows.
 * Route files mirror the URL: /client/projects is routes/client/projects.tsx.
 */
const shell = () => import('@/components/layout/app-shell').then((module) => ({ default: module.AppShell }));

/** Screens for signed-in people, shown inside the app shell; each declares who may see it. */
const protectedRoutes = (queryClient?: QueryClient): RouteObject[] => [
  // Staff
  lazyRoute({ path: 'dashboard', handle: screen('staff') }, () => import('./routes/dashboard')),
  lazyRoute({ path: 'overview', handle: screen('staff') }, () => import('./routes/overview')),
  lazyRoute({ path: 'companies', handle: screen('staff') }, () => import('./routes/companies')),
  lazyRoute({ path: 'projects', handle: screen('staff') }, () => import('./routes/projects')),
  lazyRoute({ path: 'project/:id', handle: screen('staff') }, () => import('./routes/project')),
  lazyRoute({ path: 'project/:id/files', handle: screen('staff') }, () => import('./routes/project-files')),
  lazyRoute({ path: 'users', handle: screen('staff') }, () => import('./routes/users')),
  lazyRoute({ path: 'project-categories', handle: screen('staff') }, () => import('./routes/project-categories')),
  lazyRoute({ path: 'project-services', handle: screen('staff') }, () => import('./routes/project-services')),
  lazyRoute({ path: 'invoices', handle: screen('staff') }, () => import('./routes/invoices')),
  lazyRoute({ path: 'revisions', handle: screen('staff') }, () => import('./routes/revisions')),
  lazyRoute({ path: 'calendar', handle: screen('staff') }, () => import('./routes/calendar')),
  lazyRoute({ path: 'upload-test', handle: screen('staff') }, () => import('./routes/upload-test')),
  // Owner
  lazyRoute({ path: 'income-expense', handle: screen('owner') }, () => import('./routes/income-expense')),
  lazyRoute({ path: 'roles', handle: screen('owner') }, () => import('./routes/roles')),
  lazyRoute({ path: 'subscriptions', handle: screen('owner') }, () => import('./routes/subscriptions')),
  lazyRoute({ path: 'settings', handle: screen('owner') }, () => import('./routes/settings')),
  // Editors
  lazyRoute({ path: 'editor', handle: screen('editor-tasks') }, () => import('./routes/editor')),
  lazyRoute({ path: 'editor/project/:id', handle: screen('editor-project') }, () => import('./routes/editor/project')),
  lazyRoute({ path: 'editor/project/:id/files', handle: screen('editor-project') }, () => import('./routes/editor/project-files')),
  // A revision request's photos: the assigned editor, and staff who do the work themselves.
  lazyRoute({ path: 'editor/revision/:id', handle: screen('editor-tasks') }, () => import('./routes/editor/revision')),
  // Photographers
  lazyRoute({ path: 'photographer', handle: screen('photographer') }, () => import('./routes/photographer')),
  lazyRoute({ path: 'photographer/shoot/:id', handle: screen('photographer') }, () => import('./routes/photographer/shoot')),
  // Client portal
  lazyRoute({ path: 'client/dashboard', handle: screen('client') }, () => import('./routes/client/dashboard')),
  lazyRoute({ path: 'clientc/dashboard', handle: screen('client') }, () => import('./routes/clientc/dashboard')),
  lazyRoute({ path: 'client/projects', handle: screen('client') }, () => import('./routes/client/projects')),
  lazyRoute({ path: 'client/book', handle: screen('client') }, () => import('./routes/client/book')),
  lazyRoute({ path: 'client/project/:id', handle: screen('client') }, () => import('./routes/client/project')),
  lazyRoute(
    { path: 'client/project/:id/files', handle: screen('client') },
    () => import('./routes/client/project-files'),
    queryClient && ((params, search) => prefetchClientGallery(queryClient, { params, search })),
  ),
  // The shell's client-projects section lives in the client portal; the guard sends everyone on.
  lazyRoute({ path: 'client-projects', handle: screen('client-projects') }, () => import('./routes/client-projects')),
];

/** The route table; given the app's query client, routes start their screens' first calls early. */
export const appRoutes = (queryClient?: QueryClient): RouteObject[] => {
  const screens: RouteObject[] = [
    lazyRoute({ index: true, handle: screen('public') }, () => import('./routes/root')),
    lazyRoute({ path: 'welcome', handle: screen('public') }, () => import('./routes/welcome')),
    lazyRoute({ path: 'login', handle: screen('public') }, () => import('./routes/login')),
    lazyRoute({ path: 'admin/login', handle: screen('public') }, () => import('./routes/admin/login')),
    lazyRoute({ path: 'forgot-password', handle: screen('public') }, () => import('./routes/forgot-password')),
    lazyRoute({ path: 'reset-password', handle: screen('public') }, () => import('./routes/reset-password')),
    lazyRoute({ path: 'set-password', handle: screen('public') }, () => import('./routes/set-password')),
    lazyRoute({ children: protectedRoutes(queryClient) }, shell),
    lazyRoute({ path: '*', handle: screen('public') }, () => import('./routes/not-found')),
  ];
  // Every screen passes the guard, which lets it in by the access its entry declares.
  const guarded = (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <RequireAccess screens={screens} />
      </Suspense>
    </RouteErrorBoundary>
  );
  return [{ element: guarded, children: screens }];
};

export const routes = appRoutes();

/** The app's route table and what starts the matched entries' code and first calls, already started for the page the app opens on. */
export function createAppRoutes(queryClient: QueryClient) {
  const table = appRoutes(queryClient);
  const start = routeStarter(table);
  // Started before React renders: over HTTP/1.1 the calls would otherwise queue behind the screens' code.
  start(window.location.pathname, window.location.search);
  return { table, start };
}
