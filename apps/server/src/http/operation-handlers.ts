import type { createFileServices } from '../modules/files/index.ts';
import { categoriesHandlers } from '../modules/categories/categories.handlers.ts';
import type { createServices } from '../services.ts';
import type { AccessTargets, OperationHandlers } from './register-operations.ts';

export interface HandlerDeps {
  services: ReturnType<typeof createServices>;
  files: ReturnType<typeof createFileServices>;
}

/** Every operation's handler, from its module: the typecheck fails while one is missing. */
export const operationHandlers = ({ services }: HandlerDeps): OperationHandlers => ({
  ...categoriesHandlers(services.categories),
});

/** The scoped read each access target is checked with: the module's own, so the rule is not written twice. */
export const accessTargets = ({ services, files }: HandlerDeps): AccessTargets => ({
  category: services.categories.get,
  service: services.services.get,
  company: services.companies.get,
  user: services.users.get,
  activeUser: services.users.getActive,
  invoice: services.invoices.get,
  project: services.projects.getForAccess,
  projectFiles: files.gate.open,
  projectFileRead: files.gate.forReading,
  projectFileWrite: files.gate.forWriting,
  projectFileDownload: files.gate.forDownloading,
});
