import type { createFileServices } from '../modules/files/index.ts';
import { categoriesHandlers } from '../modules/categories/categories.handlers.ts';
import { dashboardHandlers } from '../modules/dashboard/dashboard.handlers.ts';
import { invoicesHandlers } from '../modules/invoices/invoices.handlers.ts';
import { overviewHandlers } from '../modules/overview/overview.handlers.ts';
import { servicesHandlers } from '../modules/services/services.handlers.ts';
import { subscriptionsHandlers } from '../modules/subscriptions/subscriptions.handlers.ts';
import { transactionsHandlers } from '../modules/transactions/transactions.handlers.ts';
import type { createServices } from '../services.ts';
import type { AccessTargets, OperationHandlers } from './register-operations.ts';

export interface HandlerDeps {
  services: ReturnType<typeof createServices>;
  files: ReturnType<typeof createFileServices>;
}

/** Every operation's handler, from its module: the typecheck fails while one is missing. */
export const operationHandlers = ({ services }: HandlerDeps): OperationHandlers => ({
  ...categoriesHandlers(services.categories),
  ...servicesHandlers(services.services),
  ...invoicesHandlers(services.invoices),
  ...subscriptionsHandlers(services.subscriptions),
  ...transactionsHandlers(services.transactions),
  ...dashboardHandlers(services.dashboard),
  ...overviewHandlers(services.overview),
});

/** The scoped read each access target is checked with: the module's own, so the rule is not written twice. */
export const accessTargets = ({ services, files }: HandlerDeps): AccessTargets => ({
  category: services.categories.get,
  service: services.services.get,
  company: services.companies.get,
  user: services.users.get,
  activeUser: services.users.getActive,
  invoice: services.invoices.get,
  project: services.projects.get,
  projectFiles: files.gate.open,
  projectFileRead: files.gate.forReading,
  projectFileWrite: files.gate.forWriting,
  projectFileDownload: files.gate.forDownloading,
});
