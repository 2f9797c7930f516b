import { useLocation, useRoutes, type RouteObject } from 'react-router';

/**
 * The route table rendered for the current location. The matched entries' code and early calls are
 * started while rendering, not in an effect: a move is a transition, which commits (and runs effects)
 * only once the new screen's code has loaded.
 */
export function AppRoutes({ routes, start }: { routes: RouteObject[]; start: (pathname: string, search: string) => void }) {
  const { pathname, search } = useLocation();
  start(pathname, search);
  return useRoutes(routes);
}
