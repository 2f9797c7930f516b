import { categoryRoutes } from './categories.ts';
import { favouriteRoutes } from './favourites.ts';
import { fileLinkRoutes } from './file-links.ts';
import { fileRoutes } from './files.ts';
import { projectRoutes } from './projects.ts';

export type { CategoryOperationName } from './categories.ts';
export { type FavouriteOperationName, onlyClientsMessage } from './favourites.ts';
export type { FileLinkOperationName } from './file-links.ts';
export type { FileOperationName } from './files.ts';
export type { ProjectOperationName } from './projects.ts';
export * from '../define.ts';

/**
 * Every call of the API by name: where it is and who may call it. Its schemas are in
 * `operationSchemas`, one entry per name. The server registers one handler for each (a missing
 * one fails the typecheck), the web app calls them by name, /api/docs is generated from them and
 * the access matrix must cover each.
 */
export const operationRoutes = {
  ...categoryRoutes,
  ...projectRoutes,
  ...fileRoutes,
  ...favouriteRoutes,
  ...fileLinkRoutes,
};

export type OperationRoutes = typeof operationRoutes;
export type OperationName = keyof OperationRoutes;
