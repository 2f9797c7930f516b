import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, kept current with a ResizeObserver. Until it is measured (before
 * the first paint), `expected` (a function is called once, as the element mounts): when that was
 * right, the measure changes nothing, where a wrong guess costs the element a second render.
 * Every measure is the same whole-pixel `clientWidth`: the observer's first report comes as the
 * element appears, and a fractional content box there would render it again for nothing.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, expected: number | (() => number) = 0) {
  const [width, setWidth] = useState<number>(expected);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || element.offsetWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
