import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every screen is its own chunk, so /login ships only what it shows.
 * Route files mirror the URL: /client/projects is routes/client/projects.tsx.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const shell = async () => ({ Component: (await import('@/components/layout/app-shell')).AppShell });

/** Screens behind the guard, shown inside the app shell (spec section 2, decisions section 11). */
const protectedRoutes: RouteObject[] = [
  // Staff
  { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },
  { path: 'overview', lazy: page(() => import('./routes/overview')) },
  { path: 'companies', lazy: page(() => import('./routes/companies')) },
  { path: 'projects', lazy: page(() => import('./routes/projects')) },
  { path: 'project/:id', lazy: page(() => import('./routes/project')) },
  { path: 'project/:id/files', lazy: page(() => import('./routes/project-files')) },
  { path: 'users', lazy: page(() => import('./routes/users')) },
  { path: 'project-categories', lazy: page(() => import('./routes/project-categories')) },
  { path: 'project-services', lazy: page(() => import('./routes/project-services')) },
  { path: 'invoices', lazy: page(() => import('./routes/invoices')) },
  { path: 'upload-test', lazy: page(() => import('./routes/upload-test')) },
  // Owner
  { path: 'income-expense', lazy: page(() => import('./routes/income-expense')) },
  { path: 'roles', lazy: page(() => import('./routes/roles')) },
  { path: 'subscriptions', lazy: page(() => import('./routes/subscriptions')) },
  { path: 'settings', lazy: page(() => import('./routes/settings')) },
  // Editors
  { path: 'editor', lazy: page(() => import('./routes/editor')) },
  { path: 'editor/project/:id', lazy: page(() => import('./routes/editor/project')) },
  { path: 'editor/project/:id/files', lazy: page(() => import('./routes/editor/project-files')) },
  // Client portal
  { path: 'client/dashboard', lazy: page(() => import('./routes/client/dashboard')) },
  { path: 'clientc/dashboard', lazy: page(() => import('./routes/clientc/dashboard')) },
  { path: 'client/projects', lazy: page(() => import('./routes/client/projects')) },
  { path: 'client/project/:id', lazy: page(() => import('./routes/client/project')) },
  { path: 'client/project/:id/files', lazy: page(() => import('./routes/client/project-files')) },
  // The shell's client-projects section lives in the client portal; the guard sends everyone on.
  { path: 'client-projects', lazy: page(() => import('./routes/client-projects')) },
];

export const routes: RouteObject[] = [
  {
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: page(() => import('./routes/root')) },
      { path: 'welcome', lazy: page(() => import('./routes/welcome')) },
      { path: 'login', lazy: page(() => import('./routes/login')) },
      { path: 'admin/login', lazy: page(() => import('./routes/admin/login')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
      { path: 'set-password', lazy: page(() => import('./routes/set-password')) },
      {
        Component: RequireAccess,
        children: [{ lazy: shell, children: protectedRoutes }],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
