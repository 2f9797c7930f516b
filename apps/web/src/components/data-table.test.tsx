import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: string;
  created: string;
}
const rows: Row[] = [
  { id: 1, name: 'Bayside Realty', amount: '₹1,200.00', created: '01-11-2026' },
  { id: 2, name: 'Coastal Homes', amount: '₹300.00', created: '02-11-2026' },
];
const columns: DataColumn<Row>[] = [
  { label: 'Company', cell: (row) => row.name },
  { label: 'Amount', cell: (row) => row.amount, className: 'text-right' },
  { label: 'Created', cell: (row) => row.created, secondary: true, isEmpty: (row) => !row.created },
];
const table = (props: { rows: Row[] | undefined; loading: boolean }) =>
  render(
    <DataTable
      label="Companies"
      columns={columns}
      loadingLabel="Loading companies..."
      empty={<p>Nothing here yet</p>}
      rowKey={(row) => row.id}
      actions={(row) => <button type="button">Edit {row.name}</button>}
      {...props}
    />,
  );

/** Phones: the query the shell uses for its sheet matches. */
const onPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
/** The list's box measured at `width` px (jsdom lays nothing out). */
const listWidth = (width: number) => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('heads every column plus Actions, and shows the loading row only before the first answer', () => {
    const { rerender } = table({ rows: undefined, loading: true });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Company', 'Amount', 'Created', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveClass('text-right');
    expect(screen.getByRole('status')).toHaveTextContent('Loading companies...');
    expect(screen.getByRole('status').closest('td')).toHaveAttribute('colspan', '4');
    rerender(<DataTable label="Companies" columns={columns} rows={rows} loading loadingLabel="Loading companies..." empty={<p>Nothing here yet</p>} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('status')).toBeNull(); // a refetch keeps the rows in place
  });

  it('shows the empty state for no rows, and one row per item otherwise', () => {
    table({ rows: [], loading: false });
    expect(screen.getByText('Nothing here yet').closest('td')).toHaveAttribute('colspan', '4');
    document.body.innerHTML = '';
    table({ rows, loading: false });
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    const bodyRows = within(screen.getByRole('table', { name: 'Companies' })).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Bayside Realty', 'Coastal Homes']);
  });

  it('beside an open sidebar moves secondary columns under the first cell, so the actions stay in view', () => {
    listWidth(944);
    table({ rows, loading: false });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Company', 'Amount', 'Actions']);
    const [first] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(first).toHaveTextContent('Bayside RealtyCreated: 01-11-2026');
  });

  it('leaves a secondary fact the row has nothing for out of the line under its first cell', () => {
    listWidth(944);
    table({ rows: [{ ...rows[0]!, created: '' }], loading: false });
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^Bayside Realty$/);
  });

  it('where there is room gives secondary columns their own column', () => {
    listWidth(1184);
    table({ rows, loading: false });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Company', 'Amount', 'Created', 'Actions']);
  });

  it('on a phone shows one card per row with the key fields and the same actions', () => {
    onPhone();
    table({ rows, loading: false });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const bayside = cards[0]!;
    expect(bayside).toHaveTextContent('Bayside Realty');
    expect(within(bayside).getByText('Amount').tagName).toBe('DT');
    expect(within(bayside).getByText('₹1,200.00').tagName).toBe('DD');
    expect(within(bayside).getByText('01-11-2026')).toBeInTheDocument();
    expect(within(bayside).getByRole('button', { name: 'Edit Bayside Realty' })).toBeInTheDocument();
  });

  it('on a phone shows the loading line and the empty state in place of the cards', () => {
    onPhone();
    const { unmount } = table({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading companies...');
    unmount();
    table({ rows: [], loading: false });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('heads a phone card with the column it is told to, the rest as facts', () => {
    onPhone();
    render(<DataTable label="Ledger" columns={columns} rows={rows} loading={false} loadingLabel="" empty={null} rowKey={(row) => row.id} cardTitle="Amount" />);
    const [card] = within(screen.getByRole('list', { name: 'Ledger' })).getAllByRole('listitem');
    expect(within(card!).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Company', 'Created']);
  });
});
