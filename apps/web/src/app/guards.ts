import type { AccountType } from '@portal/contract';
import { isEditor, type Session } from '@/lib/session';
import { safeNextPath, withNext } from '@/lib/sign-in-path';

/**
 * The route guard as a pure function (spec section 2, amended by decisions sections 1, 10, 11).
 * It only mirrors the API, which enforces every rule itself.
 */
export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string };

type RouteKind = 'public' | 'client' | 'staff' | 'owner' | 'client-projects' | 'editor-tasks' | 'editor-project';

const id = '[^/]+';
const routeKinds: [RegExp, RouteKind][] = [
  [/^\/(welcome|login|admin\/login|forgot-password|reset-password|set-password)?$/, 'public'],
  [new RegExp(`^/(client/(dashboard|projects|project/${id}(/files)?)|clientc/dashboard)$`), 'client'],
  [
    new RegExp(
      `^/(dashboard|overview|project/${id}(/files)?|users|companies|projects|project-categories|project-services|invoices|upload-test)$`,
    ),
    'staff',
  ],
  [/^\/(income-expense|roles|subscriptions|settings)$/, 'owner'],
  [/^\/client-projects$/, 'client-projects'],
  [/^\/editor$/, 'editor-tasks'],
  [new RegExp(`^/editor/project/${id}(/files)?$`), 'editor-project'],
];

/** Unknown paths are public: they show the 404 screen. */
export function routeKind(pathname: string): RouteKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeKinds.find(([pattern]) => pattern.test(path))?.[1] ?? 'public';
}

const allow: Access = { kind: 'allow' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });
const isClientAccount = (type: AccountType) => type === 'client' || type === 'company';

/** Editors are staff (decisions section 2); a client account is never treated as one. */
const isStaffEditor = (session: Session) => !isClientAccount(session.type) && isEditor(session);

/** `search` is the asked page's query string, kept with it for after sign-in. */
export function decideAccess(session: Session | null, pathname: string, search = ''): Access {
  const kind = routeKind(pathname);
  if (kind === 'public') return allow;
  if (!session) return redirect(withNext(pathname.startsWith('/client') ? '/login' : '/admin/login', `${pathname}${search}`));

  // Client accounts stay in the client portal, whatever else is asked (decisions section 1).
  if (isClientAccount(session.type)) {
    if (kind === 'client') return allow;
    return redirect(kind === 'client-projects' ? '/client/projects' : '/client/dashboard');
  }

  if (isStaffEditor(session)) {
    if (kind === 'editor-tasks' || (kind === 'editor-project' && session.type === 'user')) return allow;
    return redirect('/editor'); // Never /dashboard: an editor sent there would bounce back here.
  }

  switch (kind) {
    case 'staff':
    case 'editor-tasks':
      return allow;
    case 'owner':
      return session.type === 'admin' ? allow : redirect('/dashboard');
    case 'editor-project':
      return session.type === 'user' ? allow : redirect('/dashboard');
    case 'client':
    case 'client-projects':
      return redirect('/dashboard');
  }
}

/** Where a signed-in person lands (decisions section 10). */
export function landingPath(session: Session): string {
  if (isClientAccount(session.type)) return '/client/dashboard';
  if (isStaffEditor(session)) return '/editor';
  return '/dashboard';
}

/** The root redirect (spec section 2, 'Root redirect'). */
export function rootRedirect(session: Session | null): string {
  if (!session) return '/welcome';
  if (isClientAccount(session.type)) return '/client/projects';
  if (isStaffEditor(session)) return '/editor';
  return '/dashboard';
}

/**
 * Where a signed-in visitor of a sign-in page goes: back to the page asked for (`?next=`) when it
 * is a same-origin path this person may open, else their own home, whichever sign-in page it was.
 */
export function loginRedirect(session: Session | null, next: string | null = null): string | null {
  if (!session) return null;
  const asked = safeNextPath(next);
  const askedPath = asked?.split(/[?#]/)[0];
  if (asked && askedPath && routeKind(askedPath) !== 'public' && decideAccess(session, askedPath).kind === 'allow') return asked;
  return landingPath(session);
}
