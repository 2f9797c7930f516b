import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './use-row-window';

afterEach(() => vi.restoreAllMocks());

/** A list of `rowCount` rows of 200 px (16 px padding above) in a scroll area jsdom reports `shown` px tall. */
function Rows({ rowCount, expectedHeight, renders }: { rowCount: number; expectedHeight?: () => number; renders: string[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, inView } = useRowWindow({ rowCount, rowSize: 200, paddingStart: 16, paddingEnd: 0, overscan: 3, scrollRef, expectedHeight });
  renders.push(rows.map((row) => `${row.index}${inView(row.start) ? '*' : ''}`).join(' '));
  return <div ref={scrollRef} />;
}

const showing = (height: number) => vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);

describe('the rows near the visible part of a scroll area', () => {
  it('holds the rows in view from the first render when the expected height is right, and renders once', () => {
    showing(524);
    const renders: string[] = [];
    render(<Rows rowCount={100} expectedHeight={() => 524} renders={renders} />);
    // Rows 0-2 show (16 + 3 x 200 > 524), and three more below them are rendered ahead.
    expect(renders).toEqual(['0* 1* 2* 3 4 5']);
  });

  it('measures before the first paint when it was not told or told wrong, and renders again', () => {
    showing(524);
    const untold: string[] = [];
    render(<Rows rowCount={100} renders={untold} />);
    expect(untold).toEqual(['0 1 2', '0* 1* 2* 3 4 5']);

    const wrong: string[] = [];
    render(<Rows rowCount={100} expectedHeight={() => 1000} renders={wrong} />);
    expect(wrong).toEqual(['0* 1* 2* 3* 4* 5 6 7', '0* 1* 2* 3 4 5']);
  });

  it('expects no more height than a short list takes', () => {
    // One row: 216 px, shorter than the scroll area's limit, so the area is that tall.
    showing(216);
    const renders: string[] = [];
    render(<Rows rowCount={1} expectedHeight={() => 524} renders={renders} />);
    expect(renders).toEqual(['0*']);
  });
});
