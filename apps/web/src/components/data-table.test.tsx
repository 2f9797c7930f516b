import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableCell, TableRow } from '@/components/ui/table';
import { DataTable } from './data-table';

const rows = [
  { id: 1, name: 'Bayside Realty' },
  { id: 2, name: 'Coastal Homes' },
];
const table = (props: { rows: typeof rows | undefined; loading: boolean }) =>
  render(
    <DataTable columns={['Company', { label: 'Amount', className: 'text-right' }]} loadingLabel="Loading companies..." empty={<p>Nothing here yet</p>} {...props}>
      {(row) => (
        <TableRow key={row.id}>
          <TableCell>{row.name}</TableCell>
          <TableCell>1</TableCell>
          <TableCell>
            <button type="button">Edit {row.name}</button>
          </TableCell>
        </TableRow>
      )}
    </DataTable>,
  );

describe('DataTable', () => {
  it('heads every column plus Actions, and shows the loading row only before the first answer', () => {
    const { rerender } = table({ rows: undefined, loading: true });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Company', 'Amount', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveClass('text-right');
    expect(screen.getByRole('status')).toHaveTextContent('Loading companies...');
    expect(screen.getByRole('status').closest('td')).toHaveAttribute('colspan', '3');
    rerender(
      <DataTable columns={['Company', 'Amount']} rows={rows} loading loadingLabel="Loading companies..." empty={<p>Nothing here yet</p>}>
        {(row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
          </TableRow>
        )}
      </DataTable>,
    );
    expect(screen.queryByRole('status')).toBeNull(); // a refetch keeps the rows in place
  });

  it('shows the empty state for no rows, and one row per item otherwise', () => {
    table({ rows: [], loading: false });
    expect(screen.getByText('Nothing here yet').closest('td')).toHaveAttribute('colspan', '3');
    document.body.innerHTML = '';
    table({ rows, loading: false });
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Bayside Realty', 'Coastal Homes']);
  });
});
