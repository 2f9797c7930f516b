import { createContext, use, useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** Whether the card around is the grid's one Tab stop (true outside a grid, e.g. in the preview). */
export const RovingCardContext = createContext(true);

/** The card itself: in the Tab order only while it is the grid's active card. */
export const useCardTabIndex = () => (use(RovingCardContext) ? 0 : -1);

/** A button on a card: reachable by Tab from its own card, skipped on every other card. */
export const useCardActionTabIndex = () => (use(RovingCardContext) ? undefined : -1);

/** Where an arrow, Home or End key moves from `index` in a grid of `count` cards, `columns` wide. */
export function nextCardIndex(key: string, index: number, count: number, columns: number): number | undefined {
  const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, ArrowUp: index - columns, ArrowDown: index + columns, Home: 0, End: count - 1 };
  const next = moves[key];
  if (next === undefined) return undefined;
  return Math.min(Math.max(next, 0), count - 1);
}

export const gridIndexAttribute = 'data-grid-index';

/**
 * Roving tabindex over a virtualized grid: one card is the Tab stop, arrows, Home and End move
 * focus between cards, scrolling the card's row in first when it is not rendered yet.
 */
export function useRovingGrid(count: number, columns: number, container: RefObject<HTMLElement | null>, scrollToRow: (row: number) => void) {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const activeIndex = Math.min(active, Math.max(count - 1, 0));

  // The card to focus may appear only after the virtualizer renders its row.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const card = container.current?.querySelector<HTMLElement>(`[${gridIndexAttribute}="${pendingFocus.current}"] > *`);
    if (!card) return;
    pendingFocus.current = null;
    card.focus();
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const index = Number(target.parentElement?.getAttribute(gridIndexAttribute) ?? NaN);
      if (Number.isNaN(index) || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = nextCardIndex(event.key, index, count, columns);
      if (next === undefined) return;
      event.preventDefault();
      pendingFocus.current = next;
      setActive(next);
      scrollToRow(Math.floor(next / columns));
    },
    [count, columns, scrollToRow],
  );

  return { activeIndex, setActive, onKeyDown };
}
