import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

type ScreenModule = Promise<{ default: ComponentType }>;

/** What a matched entry starts at once: its code, and for some screens their first calls. */
export type RouteStart = (params: Params, search: URLSearchParams) => void;

const starts = new WeakMap<RouteObject, RouteStart>();
/** Screen code asked for and not yet arrived. */
const arriving = new Set<Promise<unknown>>();

/**
 * Settles once every screen's code asked for so far has arrived (or failed). Route code is fetched
 * ahead of rendering and nobody waits for it: the web tests wait for it here before a test file ends.
 */
export async function routeCodeArrived(): Promise<void> {
  while (arriving.size) await Promise.allSettled([...arriving]);
}

/**
 * A route entry whose screen (or layout) loads when the entry matches. Its code is asked for by
 * `startRoutes` as soon as the location is known, with every other matched entry's, so a layout and
 * its page load side by side rather than one after the other; `early` starts the screen's first calls.
 */
export function lazyRoute(entry: RouteObject, load: () => ScreenModule, early?: RouteStart): RouteObject {
  let loading: ScreenModule | undefined;
  const preload = () => {
    if (!loading) {
      const started = load();
      loading = started;
      arriving.add(started);
      void started.catch(() => {}).finally(() => arriving.delete(started));
    }
    return loading;
  };
  const Screen = lazy(preload);
  const route = { ...entry, element: <Screen /> } as RouteObject;
  starts.set(route, (params, search) => {
    // A failed load is shown by the error boundary when the screen renders.
    preload().catch(() => {});
    early?.(params, search);
  });
  return route;
}

/**
 * Answers a function that starts what the entries matching a location need, once per location
 * (path and query): the app calls it before its first render and on every render after a move.
 */
export function routeStarter(table: RouteObject[]) {
  let started: string | undefined;
  return (pathname: string, search: string) => {
    if (started === pathname + search) return;
    started = pathname + search;
    const query = new URLSearchParams(search);
    for (const { route, params } of matchRoutes(table, pathname) ?? []) starts.get(route)?.(params, query);
  };
}
