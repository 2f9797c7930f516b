import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema/index.ts';

export interface ActivityRecord {
  action: string;
  entityType: 'project' | 'invoice' | 'company' | 'user' | 'service' | 'category' | 'transaction' | 'subscription' | 'plan' | 'settings' | 'api_key';
  /** null for what has no row id (a business setting). */
  entityId: number | null;
  detail?: Record<string, unknown>;
}

export type ActivityActor = Pick<Actor, 'kind' | 'id' | 'username'> | null;

/** The log row of an entry: who (no one signed in is the system) and the detail with the actor's name as it was then. */
export function activityValues(actor: ActivityActor, entry: ActivityRecord) {
  return {
    actorKind: actor?.kind ?? 'system',
    actorId: actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    detail: { ...(entry.detail ?? {}), actor_name: actor?.username ?? 'System' },
  } satisfies typeof activityLog.$inferInsert;
}

/**
 * The entry as one step of a larger statement: `insert into activity_log … select … from <source>`,
 * for a write whose entity id (and some of the detail) an earlier step of the same statement returns.
 * `entityId` and `detailFrom` (a jsonb object merged into the detail) may read the source's columns.
 */
export function activityInsertFrom(actor: ActivityActor, entry: Omit<ActivityRecord, 'entityId'>, from: { source: SQL; entityId: SQL; detailFrom?: SQL }) {
  const row = activityValues(actor, { ...entry, entityId: null });
  const detail = sql`${JSON.stringify(row.detail)}::jsonb${from.detailFrom ? sql` || ${from.detailFrom}` : sql``}`;
  return sql`insert into ${activityLog} (actor_kind, actor_id, action, entity_type, entity_id, detail)
    select ${row.actorKind}::text, ${row.actorId}::int, ${row.action}::text, ${row.entityType}::text, ${from.entityId}, ${detail} from ${from.source}`;
}

/** The activity log: who did what and when. Writers pass their transaction so the entry commits with the change. */
export function createActivityRepository(db: Db) {
  return {
    async record(actor: ActivityActor, entry: ActivityRecord, tx: Db = db) {
      await tx.insert(activityLog).values(activityValues(actor, entry));
    },

    listFor(entityType: ActivityRecord['entityType'], entityId: number) {
      return db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId)))
        .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
