import type { ReactNode } from 'react';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export type DataTableColumn = string | { label: string; className?: string };

interface DataTableProps<T> {
  columns: readonly DataTableColumn[];
  rows: T[] | undefined;
  loading: boolean;
  /** The first load's text, e.g. 'Loading subscriptions...'. */
  loadingLabel: string;
  /** What stands in for the rows when there are none (an EmptyState). */
  empty: ReactNode;
  /** One <TableRow key=…> per row; its last cell is the Actions column. */
  children: (row: T) => ReactNode;
}

/** The admin shell's list tables: headings and an Actions column, the first-load row, the empty state, the rows. */
export function DataTable<T>({ columns, rows, loading, loadingLabel, empty, children }: DataTableProps<T>) {
  const span = columns.length + 1;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column, index) => {
            const { label, className } = typeof column === 'string' ? { label: column, className: undefined } : column;
            return (
              <TableHead key={label} className={cn(index === 0 && 'pl-4', className)}>
                {label}
              </TableHead>
            );
          })}
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !rows && <TableLoadingRow colSpan={span} label={loadingLabel} />}
        {rows?.length === 0 && <TableMessageRow colSpan={span}>{empty}</TableMessageRow>}
        {rows?.map(children)}
      </TableBody>
    </Table>
  );
}
