import { favouritesHandlers, fileLinksHandlers, filesHandlers, type createFileServices } from '../modules/files/index.ts';
import type { LinkFollower } from '../modules/files/link-follower.ts';
import { categoriesHandlers } from '../modules/categories/categories.handlers.ts';
import { projectsHandlers } from '../modules/projects/projects.handlers.ts';
import type { createServices } from '../services.ts';
import type { AccessTargets, OperationHandlers } from './register-operations.ts';

export interface HandlerDeps {
  services: ReturnType<typeof createServices>;
  files: ReturnType<typeof createFileServices>;
  /** Opens the signed file, ZIP and upload links as the session they were issued to. */
  linkFollower: LinkFollower;
}

/** Every operation's handler, from its module: the typecheck fails while one is missing. */
export const operationHandlers = ({ services, files, linkFollower }: HandlerDeps): OperationHandlers => ({
  ...categoriesHandlers(services.categories),
  ...projectsHandlers(services.projects),
  ...filesHandlers(files),
  ...favouritesHandlers(files.favourites),
  ...fileLinksHandlers({ follower: linkFollower, ...files }),
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
