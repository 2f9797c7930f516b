import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createServices } from './services.ts';
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

  const services = createServices(database.db, { tokenTtlHours: config.tokenTtlHours, clock });
  registerAuthentication(app, services.auth);

  await app.register(authRoutes(services.auth));
  await app.register(healthRoutes({ database, store, version: packageJson.version }));
  await app.register(categoriesRoutes(services.categories));
  await app.register(servicesRoutes(services.services));
  await app.register(companiesRoutes(services.companies));
  await app.register(usersRoutes(services.users));
  await app.register(projectsRoutes(services.projects));
  await app.register(invoicesRoutes(services.invoices));
  await app.register(dashboardRoutes(services.dashboard));

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
