import { and, eq, isNotNull, ne, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { invoices, projects } from '../db/schema/index.ts';
import { type Actor, actorRole } from './actor.ts';
import { seesDraftInvoices } from './visibility.ts';

/**
 * The projects an actor may see, as a condition on `projects`;
 * undefined means all. Invoices and files follow their project.
 * `ids` stand in for the actor's own ids in a statement prepared once for every actor of a role
 * (placeholders filled when it runs); a client without a company sees nothing whatever they hold.
 */
export function projectScope(actor: Actor, ids: { actorId: number | Placeholder; companyId: number | Placeholder } = { actorId: actor.id, companyId: actor.companyId ?? 0 }): SQL | undefined {
  switch (actorRole(actor)) {
    case 'owner':
    case 'staff':
      return undefined;
    case 'editor':
      return and(eq(projects.assignedToId, ids.actorId), ne(projects.status, 'completed'));
    case 'photographer':
      // Like an editor: the shoots they are booked for, until completed (or cancelled).
      return and(eq(projects.photographerId, ids.actorId), notInArray(projects.status, ['completed', 'cancelled']));
    case 'client':
      return actor.companyId === null ? sql`false` : eq(projects.companyId, ids.companyId);
  }
}

/** Names the set projectScope(actor) selects: actors with the same key see the same projects. */
export function projectScopeKey(actor: Actor): string {
  switch (actorRole(actor)) {
    case 'owner':
    case 'staff':
      return 'all';
    case 'editor':
      return `editor:${actor.id}`;
    case 'photographer':
      return `photographer:${actor.id}`;
    case 'client':
      return `company:${actor.companyId}`;
  }
}

/**
 * The invoices an actor may see, as a condition on `invoices` joined to `projects`: staff all, a
 * client its company's once sent (a draft is not theirs yet), an editor none (docs/configuration.md, "What each account reads").
 */
export function invoiceScope(actor: Actor): SQL | undefined {
  if (actorRole(actor) === 'editor' || actorRole(actor) === 'photographer') return sql`false`;
  return seesDraftInvoices(actor) ? projectScope(actor) : and(projectScope(actor), isNotNull(invoices.sentAt));
}

/** Whether an actor may see a company: staff any, a client account only its own. */
export function seesCompany(actor: Actor, companyId: number): boolean {
  return actorRole(actor) === 'client' ? actor.companyId === companyId : actorRole(actor) !== 'editor' && actorRole(actor) !== 'photographer';
}

/**
 * The booked shoots an actor sees on the calendar and in feeds, as a condition on `projects`: staff
 * all, a photographer those they are booked for (whatever their status), a client its company's.
 */
export function calendarScope(actor: Actor): SQL | undefined {
  switch (actorRole(actor)) {
    case 'owner':
    case 'staff':
      return undefined;
    case 'photographer':
      return eq(projects.photographerId, actor.id);
    case 'client':
      return actor.companyId === null ? sql`false` : eq(projects.companyId, actor.companyId);
    case 'editor':
      return sql`false`;
  }
}
