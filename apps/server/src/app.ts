import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createInvoicesRepository } from './modules/invoices/invoices.repository.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { createProjectsRepository } from './modules/projects/projects.repository.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { transactor } from './lib/transaction.ts';
import { createCompaniesRepository } from './modules/companies/companies.repository.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createServicesRepository } from './modules/services/services.repository.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { FileStore } from './storage/file-store.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  store: FileStore;
  clock?: () => Date;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Plugins, then modules; no listen (tests use inject). */
export async function buildApp({ config, database, store, clock, webDistDir = defaultWebDist, logger = true }: AppDeps) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app, packageJson.version);

  const auth = createAuthService({ repo: createAuthRepository(database.db), tokenTtlHours: config.tokenTtlHours, clock });
  registerAuthentication(app, auth);

  await app.register(authRoutes(auth));
  await app.register(healthRoutes({ database, store, version: packageJson.version }));

  // Back office modules: repository -> service -> routes, one line each.
  const { db } = database;
  await app.register(categoriesRoutes(createCategoriesService({ categories: createCategoriesRepository(db) })));
  const activity = createActivityRepository(db);
  const invoices = createInvoicesService({ invoices: createInvoicesRepository(db), activity, transact: transactor(db), clock });
  await app.register(invoicesRoutes(invoices));
  await app.register(projectsRoutes(createProjectsService({ projects: createProjectsRepository(db), activity, invoicing: invoices, transact: transactor(db) })));
  await app.register(servicesRoutes(createServicesService({ services: createServicesRepository(db) })));
  await app.register(companiesRoutes(createCompaniesService({ companies: createCompaniesRepository(db), auth })));
  await app.register(usersRoutes(createUsersService({ users: createUsersRepository(db), auth, clock })));
  await app.register(dashboardRoutes(createDashboardService({ dashboard: createDashboardRepository(db) })));

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
