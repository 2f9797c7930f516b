import { idParam } from '@portal/contract';
import { AppError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { type Permission, requireAccess } from './permissions.ts';

/**
 * Who may call a route, decided from the signed-in actor and the path alone, before the body is
 * read or validated: a caller who may not use a route learns nothing about what it accepts.
 */
export interface RouteAccess {
  /** The role must hold this permission (403). */
  permission: Permission;
  /**
   * Then the record the path's `:id` names must be one the actor may act on: the module's own
   * scoped read, so the rule is not written twice (404 outside the scope, 403 when seen but refused).
   */
  target?: (actor: Actor, id: number) => Promise<unknown>;
  /** What a role without the permission is told, where the service says it in its own words. */
  refusal?: string;
}

/** A route's rule, or a rule that depends on the request (one URL that takes JSON or an upload). */
export type RouteAccessRule = RouteAccess | ((request: { headers: Record<string, string | string[] | undefined> }) => RouteAccess);

export const permitted = (permission: Permission, target?: RouteAccess['target'], refusal?: string): RouteAccess => ({ permission, ...(target && { target }), ...(refusal && { refusal }) });

export const readOnlyKeyMessage = 'This API key is read-only (scope read): it may only make GET requests. Use a key with scope staff to make changes.';

/** An API key of scope `read` makes GET calls only, whatever its staff role would allow. */
export function requireKeyScope(actor: Pick<Actor, 'apiKey'>, method: string) {
  if (actor.apiKey?.scope === 'read' && method !== 'GET' && method !== 'HEAD') throw new AppError('FORBIDDEN', readOnlyKeyMessage);
}

export async function authorizeRoute(actor: Actor, rule: RouteAccessRule, request: { method: string; headers: Record<string, string | string[] | undefined>; params: unknown }) {
  requireKeyScope(actor, request.method);
  const access = typeof rule === 'function' ? rule(request) : rule;
  requireAccess(actor, access.permission, access.refusal);
  if (!access.target) return;
  // An id that is not a number is refused by the route's own validation next, with the field named.
  const params = idParam.safeParse(request.params);
  if (params.success) await access.target(actor, params.data.id);
}
