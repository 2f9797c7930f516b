import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard, StatGrid, statGridLayout } from './stat-card';

/** The cards' wrappers, in order, with the classes that place them. */
const cells = () => [...screen.getByTestId('stat-grid').children];

describe('StatGrid', () => {
  it('lays five cards as two above three beside an open sidebar and as one row of five only on a wide screen, never three and two', () => {
    render(
      <StatGrid>
        {['Revenue', 'Expenses', 'Profit', 'Paid', 'Pending'].map((label) => (
          <StatCard key={label} label={label} value={1} />
        ))}
      </StatGrid>,
    );
    const grid = screen.getByTestId('stat-grid');
    expect(grid.className).not.toMatch(/(^|\s)(lg|@\w+):grid-cols-3(\s|$)/);
    expect(grid).toHaveClass('grid-cols-1', '@xl:grid-cols-2', '@3xl:grid-cols-6', '@7xl:grid-cols-5');
    const spans = cells().map((cell) => cell.className);
    expect(spans.slice(0, 2).every((span) => span.includes('@3xl:col-span-3'))).toBe(true); // 3 + 3 of six
    expect(spans.slice(2).every((span) => /@(3xl|xl):col-span-2/.test(span))).toBe(true); // 2 + 2 + 2 of six
    expect(spans.every((span) => span.includes('@7xl:col-span-1'))).toBe(true);
    expect(spans[4]).toContain('@xl:col-span-2'); // the fifth of a pair grid takes the whole row
  });

  it('fills every row for each count it is given, counting what it holds rather than a setting', () => {
    // In a pair grid an odd count stretches its last card across the row.
    for (const count of [3, 5, 7]) expect(statGridLayout(count).item(count - 1)).toContain('@xl:col-span-2');
    for (const count of [2, 4, 6]) expect(statGridLayout(count).item(count - 1)).not.toContain('col-span-2');
    render(
      <StatGrid>
        <StatCard label="Total Income" value={1} />
        <StatCard label="Total Expense" value={2} />
        {false}
      </StatGrid>,
    );
    expect(cells()).toHaveLength(2);
    expect(screen.getByTestId('stat-grid')).toHaveClass('@xl:grid-cols-2');
    expect(screen.getByTestId('stat-grid').className).not.toContain('grid-cols-3');
  });

  it('counts the cards inside a fragment one by one, as a page passes them', () => {
    render(
      <StatGrid>
        <>
          <StatCard label="Total Services" value={6} />
          <StatCard label="Total Value" value={1} />
          <StatCard label="Average Price" value={2} />
        </>
      </StatGrid>,
    );
    expect(cells()).toHaveLength(3);
    expect(screen.getByTestId('stat-grid')).not.toHaveClass('@xl:grid-cols-1');
    expect(cells()[2]!.className).toContain('@xl:col-span-2');
  });
});
