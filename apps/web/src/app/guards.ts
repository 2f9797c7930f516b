import { actorRole, type ActorRole } from '@portal/contract/policy';
import type { Session } from '@/lib/session';
import { withNext } from '@/lib/sign-in-path';

/**
 * The route guard as a pure function. It only mirrors the API, which enforces every rule itself.
 * Each router entry declares its screen's access in its `handle`; the guard reads it from the matched route.
 */
export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Who may see a screen. `client-projects` is the admin shell's section that lives in the client
 * portal: nobody stays on it, a client account is sent on to its projects.
 */
export const screenAccessKinds = ['public', 'client', 'staff', 'owner', 'client-projects', 'editor-tasks', 'editor-project'] as const;
export type ScreenAccess = (typeof screenAccessKinds)[number];

/** What a router entry carries in its `handle`. */
export interface ScreenHandle {
  access: ScreenAccess;
}

export const screen = (access: ScreenAccess): ScreenHandle => ({ access });

/** The access a matched route declares, or undefined when it declares none. */
export function declaredAccess(handle: unknown): ScreenAccess | undefined {
  const access = (handle as Partial<ScreenHandle> | null | undefined)?.access;
  return screenAccessKinds.includes(access as ScreenAccess) ? access : undefined;
}

/** The roles each kind of screen lets in; editor projects are staff accounts' only (an owner works from the staff screens). */
const rolesAllowed: Record<Exclude<ScreenAccess, 'public'>, readonly ActorRole[]> = {
  client: ['client'],
  staff: ['owner', 'staff'],
  owner: ['owner'],
  'client-projects': [],
  'editor-tasks': ['owner', 'staff', 'editor', 'photographer'],
  'editor-project': ['staff', 'editor', 'photographer'],
};

const allow: Access = { kind: 'allow' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

/** Where a signed-in person lands. */
export function landingPath(session: Session): string {
  switch (actorRole(session)) {
    case 'client':
      return '/client/dashboard';
    case 'editor':
    case 'photographer':
      return '/editor'; // Never /dashboard: an editor or photographer sent there would bounce back here.
    default:
      return '/dashboard';
  }
}

/**
 * Whether `session` may see a screen declaring `access`, else where it is sent. A screen that
 * declares nothing is nobody's: it is never treated as public. `search` is the asked page's
 * query string, kept with it for after sign-in.
 */
export function decideAccess(session: Session | null, access: ScreenAccess | undefined, pathname: string, search = ''): Access {
  if (access === 'public') return allow;
  if (!session) {
    const clientScreen = access === 'client' || access === 'client-projects';
    return redirect(withNext(clientScreen ? '/login' : '/admin/login', `${pathname}${search}`));
  }
  const role = actorRole(session);
  if (access && rolesAllowed[access].includes(role)) return allow;
  // Client accounts stay in the client portal, whatever else is asked.
  if (role === 'client' && access === 'client-projects') return redirect('/client/projects');
  return redirect(landingPath(session));
}

/** The root redirect: the welcome page for visitors, each person's own home otherwise. */
export function rootRedirect(session: Session | null): string {
  if (!session) return '/welcome';
  return actorRole(session) === 'client' ? '/client/projects' : landingPath(session);
}
