import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';
import { Spinner } from '@/components/ui/spinner';

/** A full-width row in place of a table's rows: the empty state or an error. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="whitespace-normal">
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The first load of a table, e.g. 'Loading services...'. */
export function TableLoadingRow({ colSpan, label }: { colSpan: number; label: string }) {
  return (
    <TableMessageRow colSpan={colSpan}>
      <div role="status" className="flex items-center justify-center gap-2 py-14 text-sm text-muted-foreground">
        <Spinner />
        {label}
      </div>
    </TableMessageRow>
  );
}
