export type PaginationItem = number | 'ellipsis';

/**
 * Page numbers to show: first, last, current and its neighbours. A gap of several pages becomes
 * an ellipsis; a gap of exactly one page shows that page, since an ellipsis would hide no more.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of shown) {
    const gap = n - previous - 1;
    if (gap === 1) items.push(previous + 1);
    else if (gap > 1) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}
