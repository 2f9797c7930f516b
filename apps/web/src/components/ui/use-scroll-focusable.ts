import { useEffect, useState, type RefObject } from 'react';

/**
 * A box that scrolls sideways must be reachable by keyboard to be scrolled: Tab stops on it
 * (tabIndex 0) only while its content is wider than it is.
 */
export function useScrollFocusable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing ? 0 : undefined;
}
