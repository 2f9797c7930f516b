import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface RowWindowOptions {
  rowCount: number;
  /** Every row's height, its gap below included. */
  rowSize: number;
  paddingStart: number;
  paddingEnd: number;
  /** Rows rendered beyond each edge of the visible part. */
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
  /**
   * The height the scroll area is expected to show of a longer list, before it is measured (called
   * once): when right, the first render already holds the rows in view, and measuring changes nothing.
   */
  expectedHeight?: () => number;
}

/**
 * The rows of a list whose rows all have one height, near the visible part of its scroll area. With
 * one height, which rows show follows from the scroll position alone: nothing is measured per row
 * (and no virtualizer library is shipped with the gallery, see docs/development.md).
 */
export function useRowWindow({ rowCount, rowSize, paddingStart, paddingEnd, overscan, scrollRef, expectedHeight }: RowWindowOptions) {
  const totalSize = rowCount > 0 ? paddingStart + rowCount * rowSize + paddingEnd : 0;
  const [view, setView] = useState(() => ({ top: 0, height: expectedHeight ? Math.min(totalSize, expectedHeight()) : 0 }));

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => setView((current) => (current.top === element.scrollTop && current.height === element.clientHeight ? current : { top: element.scrollTop, height: element.clientHeight }));
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [scrollRef]);

  const clamp = (row: number) => Math.min(Math.max(row, 0), rowCount);
  const first = clamp(Math.floor((view.top - paddingStart) / rowSize) - overscan);
  const end = clamp(Math.ceil((view.top + view.height - paddingStart) / rowSize) + overscan);
  const rows = Array.from({ length: end - first }, (_, offset) => ({ index: first + offset, start: paddingStart + (first + offset) * rowSize }));

  /** Scrolls as little as needed to show the whole row. */
  const scrollToRow = useCallback(
    (row: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = paddingStart + row * rowSize;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowSize > element.scrollTop + element.clientHeight) element.scrollTop = top + rowSize - element.clientHeight;
    },
    [scrollRef, paddingStart, rowSize],
  );

  /** Whether a row starting at `start` shows in the visible part of the scroll area. */
  const inView = (start: number) => view.height > 0 && start < view.top + view.height && start + rowSize > view.top;

  return { rows, totalSize, scrollToRow, inView };
}
