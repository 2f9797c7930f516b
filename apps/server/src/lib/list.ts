import { defaultPageSize, type ListQuery, type Pagination } from '@portal/contract';

/** LIMIT/OFFSET for a paged list; undefined when the whole list was asked for (no `page`). */
export function pageWindow(query: Pick<ListQuery, 'page' | 'page_size'>) {
  if (query.page === undefined) return undefined;
  const pageSize = query.page_size ?? defaultPageSize;
  return { limit: pageSize, offset: (query.page - 1) * pageSize, page: query.page, pageSize };
}

export function paginationOf(window: ReturnType<typeof pageWindow>, total: number): Pagination | undefined {
  return window && { page: window.page, page_size: window.pageSize, total };
}

/** An ILIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether pg_trgm can look the term up in a trigram index: it needs three letters or digits in a row. */
export const hasTrigram = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

export const isoString = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
export const isoOrNull = (value: Date | string | null) => (value === null ? null : isoString(value));
