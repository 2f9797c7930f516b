import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state kept in the URL (conventions 10): `search`, `page` and any filters named in
 * `filterKeys`. Changing the search or a filter goes back to page 1.
 */
export function useListParams<Filter extends string>(filterKeys: readonly Filter[] = []) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filtersKey = filterKeys.map((key) => params.get(key) ?? '').join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filtersKey captures the values
    [filtersKey],
  );

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === 'all') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    page,
    filters,
    setSearch: useCallback((value: string) => update({ search: value.trim() }, true), [update]),
    setFilter: useCallback((key: Filter, value: string) => update({ [key]: value }, true), [update]),
    setPage: useCallback((value: number) => update({ page: value > 1 ? value : undefined }, false), [update]),
  };
}
