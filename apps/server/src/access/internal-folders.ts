import { not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { folders } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { can } from './permissions.ts';

/**
 * Folders marked internal (RAW, selects) and everything under them: those who work on a project's
 * files see them; a client never does, in any listing, count, ZIP, served file or followed link.
 */
export const seesInternalFolders = (actor: Pick<Actor, 'type' | 'roleName'>) => can(actor, 'files.write');

/** Whether a folder path of a project is the path of an internal folder or lies under one. */
const underInternalFolder = (projectId: AnyColumn | SQL, path: AnyColumn | SQL) => sql`exists (select 1 from ${folders} internal
  where internal.project_id = ${projectId} and not internal.client_visible
  and (${path} = internal.path or starts_with(${path}, internal.path || '/')))`;

/**
 * The rows of a project's files or folders the actor may see, as a condition on their project id and
 * folder path columns (a file's `folder_path`, a folder's own `path`); undefined means all.
 */
export function clientVisiblePaths(actor: Pick<Actor, 'type' | 'roleName'>, projectId: AnyColumn | SQL, path: AnyColumn | SQL): SQL | undefined {
  return seesInternalFolders(actor) ? undefined : not(underInternalFolder(projectId, path));
}
