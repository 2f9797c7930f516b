import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

afterEach(() => vi.restoreAllMocks());

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
});
