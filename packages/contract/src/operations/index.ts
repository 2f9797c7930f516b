import { categorySchemas } from './categories.ts';
import type { OperationSchemas } from './define.ts';
import { favouriteSchemas } from './favourites.ts';
import { fileLinkSchemas } from './file-links.ts';
import { fileSchemas } from './files.ts';
import { projectSchemas } from './projects.ts';
import type { OperationName, OperationRoutes } from './routes/index.ts';

export * from './routes/index.ts';
export * from './types.ts';

/** What each operation takes and answers, by the names of `operationRoutes`. */
export const operationSchemas = {
  ...categorySchemas,
  ...projectSchemas,
  ...fileSchemas,
  ...favouriteSchemas,
  ...fileLinkSchemas,
} satisfies { [Name in OperationName]: OperationSchemas };

export type OperationSchemasTable = typeof operationSchemas;
/** An operation by name: its route and its schemas, with their own types. */
export type OperationOf<Name extends OperationName> = OperationRoutes[Name] & OperationSchemasTable[Name];
