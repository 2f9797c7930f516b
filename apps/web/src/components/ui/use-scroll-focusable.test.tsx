import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, TableBody, TableCell, TableRow } from './table';

/** jsdom lays nothing out: give every element the widths of a table wider (or not) than its box. */
function stubWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    disconnect() {}
  });
}

const renderTable = () =>
  render(
    <Table aria-label="Ledger">
      <TableBody>
        <TableRow>
          <TableCell>Drone permit</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );

const container = () => screen.getByRole('table', { name: 'Ledger' }).parentElement!;

describe('a table that scrolls sideways', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a Tab stop while it is wider than its box, so the keyboard can scroll it', () => {
    stubWidths(900, 390);
    renderTable();
    expect(container()).toHaveAttribute('tabindex', '0');
  });

  it('is no Tab stop when it fits', () => {
    stubWidths(390, 390);
    renderTable();
    expect(container()).not.toHaveAttribute('tabindex');
  });
});
