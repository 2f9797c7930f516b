import { matchRoutes } from 'react-router';
import type { Session } from '@/lib/session';
import { safeNextPath } from '@/lib/sign-in-path';
import { decideAccess, declaredAccess, landingPath, type ScreenAccess } from './guards';
import { routes } from './router';

/** The access the router entry for `pathname` declares (an unknown path is the public 404 page's). */
export function screenAccessAt(pathname: string): ScreenAccess | undefined {
  return declaredAccess(matchRoutes(routes, pathname)?.at(-1)?.route.handle);
}

/**
 * Where a signed-in visitor of a sign-in page goes: back to the page asked for (`?next=`) when it
 * is a same-origin path this person may open, else their own home, whichever sign-in page it was.
 */
export function loginRedirect(session: Session | null, next: string | null = null): string | null {
  if (!session) return null;
  const asked = safeNextPath(next);
  const askedPath = asked?.split(/[?#]/)[0];
  if (!asked || !askedPath) return landingPath(session);
  const access = screenAccessAt(askedPath);
  return access !== 'public' && decideAccess(session, access, askedPath).kind === 'allow' ? asked : landingPath(session);
}
