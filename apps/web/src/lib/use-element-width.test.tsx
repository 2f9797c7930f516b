import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Measured({ expected, seen }: { expected?: number; seen: number[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, expected);
  seen.push(width);
  return <div ref={ref}>{width}</div>;
}

describe('an element measuring its width', () => {
  it('renders once when the expected width was right, and measures before the paint when it was not', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(356);
    const right: number[] = [];
    render(<Measured expected={356} seen={right} />);
    expect(right).toEqual([356]);

    const wrong: number[] = [];
    const { container } = render(<Measured expected={694} seen={wrong} />);
    expect(wrong).toEqual([694, 356]);
    expect(container.textContent).toBe('356');

    const unknown: number[] = [];
    render(<Measured seen={unknown} />);
    expect(unknown).toEqual([0, 356]);
  });

  it("does not render again for the observer's first report, whose content box may be a fraction of a pixel off", () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(356);
    // A browser reports each observed element once as observing starts.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width: 355.6 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    const seen: number[] = [];
    render(<Measured expected={356} seen={seen} />);
    expect(seen).toEqual([356]);
  });
});
