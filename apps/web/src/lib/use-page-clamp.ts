import { useEffect } from 'react';

/** After the last row of the last page is deleted (or a stale URL), step back to the last page that exists. */
export function usePageClamp(page: number, pageSize: number, total: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (total === undefined || page <= 1) return;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (page > pageCount) setPage(pageCount);
  }, [page, pageSize, total, setPage]);
}
