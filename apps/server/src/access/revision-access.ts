import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects, revisionItems, revisionRequests } from '../db/schema/index.ts';
import { type Actor, actorRole } from './actor.ts';

/**
 * The revision requests an actor may see, as a condition on `revision_requests` joined to
 * `projects`: staff all, a client its company's, an editor those assigned to them (whatever the
 * project's status: the request is their task), a photographer none. docs/product.md, "Revision requests".
 */
export function revisionScope(actor: Actor): SQL | undefined {
  switch (actorRole(actor)) {
    case 'owner':
    case 'staff':
      return undefined;
    case 'editor':
      return eq(revisionRequests.editorId, actor.id);
    case 'client':
      return actor.companyId === null ? sql`false` : eq(projects.companyId, actor.companyId);
    case 'photographer':
      return sql`false`;
  }
}

/**
 * The files of a project that an editor's requests still open (not done) name: on a completed
 * project these, and nothing else of it, are open to the editor. Empty for every other role.
 */
export function createRevisionFileGrants(db: Db) {
  return async function revisionFilesOf(actor: Actor, projectId: number): Promise<ReadonlySet<number>> {
    if (actorRole(actor) !== 'editor') return new Set();
    const rows = await db
      .selectDistinct({ fileId: revisionItems.fileId })
      .from(revisionItems)
      .innerJoin(revisionRequests, eq(revisionRequests.id, revisionItems.requestId))
      .where(and(eq(revisionRequests.projectId, projectId), eq(revisionRequests.editorId, actor.id), ne(revisionRequests.status, 'done')));
    return new Set(rows.map((row) => row.fileId));
  };
}

export type RevisionFileGrants = ReturnType<typeof createRevisionFileGrants>;
