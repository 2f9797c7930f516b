import { and, asc, eq } from 'drizzle-orm';
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

/** The activity log: who did what and when. Writers pass their transaction so the entry commits with the change. */
export function createActivityRepository(db: Db) {
  return {
    async record(actor: Pick<Actor, 'kind' | 'id' | 'username'> | null, entry: ActivityRecord, tx: Db = db) {
      await tx.insert(activityLog).values({
        actorKind: actor?.kind ?? 'system',
        actorId: actor?.id ?? null,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        detail: { ...(entry.detail ?? {}), actor_name: actor?.username ?? 'System' },
      });
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
