import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { declaredAccess } from './guards';
import { screenAccessAt } from './login-redirect';
import { routes } from './router';

/** Every entry that shows a screen (a path or an index), with the path it is reached at. */
function screens(entries: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return entries.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.index || route.path !== undefined ? [{ path: path || '/', route }] : [];
    return [...own, ...screens(route.children ?? [], path)];
  });
}

describe('the router', () => {
  it('has every screen declare who may see it', () => {
    const undeclared = screens(routes).filter(({ route }) => declaredAccess(route.handle) === undefined);
    expect(undeclared.map(({ path }) => path)).toEqual([]);
  });

  it('finds a forgotten declaration in a nested entry', () => {
    const forgetful: RouteObject[] = [{ children: [{ path: 'welcome', handle: { access: 'public' } }, { children: [{ path: 'ledger' }] }] }];
    expect(screens(forgetful).filter(({ route }) => declaredAccess(route.handle) === undefined).map(({ path }) => path)).toEqual(['/ledger']);
  });

  it('reads a screen access from the entry a path matches; an unknown path is the public 404 page', () => {
    expect(screenAccessAt('/settings')).toBe('owner');
    expect(screenAccessAt('/client/project/7/files')).toBe('client');
    expect(screenAccessAt('/no/such/page')).toBe('public');
  });
});
