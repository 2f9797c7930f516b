import { useRef, type Key, type ReactNode } from 'react';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useElementWidth } from '@/lib/use-element-width';
import { useIsMobile } from '@/lib/use-mobile';

export interface DataColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Classes for the column's heading and cells, e.g. 'text-right'. */
  className?: string;
  /**
   * Secondary facts: their own column only where the list is roomy; narrower (the sidebar open at
   * 1280 px) they move under the first cell, so every column and the actions stay in view.
   */
  secondary?: boolean;
  /** Left off the phone card, whose title already says it. */
  hideOnCard?: boolean;
  /** A row with nothing to say here: its secondary line under the first cell leaves the column out. */
  isEmpty?: (row: T) => boolean;
}

export interface DataTableProps<T> {
  /** Names the table (and the card list on phones), e.g. 'Companies'. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: T[] | undefined;
  loading: boolean;
  /** The first load's text, e.g. 'Loading subscriptions...'. */
  loadingLabel: string;
  /** What stands in for the rows when there are none (an EmptyState). */
  empty: ReactNode;
  rowKey: (row: T) => Key;
  /** The row's buttons: the last column of the table, the top-right corner of a card. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  rowClassName?: (row: T) => string | undefined;
  /** The column that heads a phone card, when not the first (a ledger's description rather than its date). */
  cardTitle?: string;
}

/** Where secondary columns get their own column: the list beside a closed sidebar at 1280 px, not beside an open one. */
const roomyWidth = 1024;

/**
 * Every list of the portal: a table that keeps all its columns and actions in view beside the
 * sidebar, and one card per row on phones (below 768 px) with the same facts and actions.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return useIsMobile() ? <CardList {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ label, columns, rows, loading, loadingLabel, empty, rowKey, actions, actionsLabel = 'Actions', rowClassName }: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  // An unmeasured box (no layout, as in tests) counts as roomy.
  const roomy = width === 0 || width >= roomyWidth;
  const shown = roomy ? columns : columns.filter((column) => !column.secondary);
  const moved = roomy ? [] : columns.filter((column) => column.secondary);
  const span = shown.length + (actions ? 1 : 0);
  return (
    <div ref={box}>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {shown.map((column, index) => (
              <TableHead key={column.label} className={cn(index === 0 && 'pl-4', column.className)}>
                {column.label}
              </TableHead>
            ))}
            {actions && <TableHead className="pr-4 text-right">{actionsLabel}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && !rows && <TableLoadingRow colSpan={span} label={loadingLabel} />}
          {rows?.length === 0 && <TableMessageRow colSpan={span}>{empty}</TableMessageRow>}
          {rows?.map((row) => (
            <TableRow key={rowKey(row)} className={rowClassName?.(row)}>
              {shown.map((column, index) => (
                <TableCell key={column.label} className={cn(index === 0 && 'pl-4', column.className)}>
                  {column.cell(row)}
                  {index === 0 && moved.length > 0 && (
                    <span className="mt-1 flex flex-wrap gap-x-3 text-xs font-normal whitespace-normal text-muted-foreground">
                      {moved
                        .filter((extra) => !extra.isEmpty?.(row))
                        .map((extra) => (
                          <span key={extra.label}>
                            {extra.label}: {extra.cell(row)}
                          </span>
                        ))}
                    </span>
                  )}
                </TableCell>
              ))}
              {actions && <TableCell className="pr-4 text-right">{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function CardList<T>({ label, columns, rows, loading, loadingLabel, empty, rowKey, actions, rowClassName, cardTitle }: DataTableProps<T>) {
  if (loading && !rows) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-14 text-sm text-muted-foreground">
        <Spinner />
        {loadingLabel}
      </div>
    );
  }
  if (rows?.length === 0) return <>{empty}</>;
  const title = columns.find((column) => column.label === cardTitle) ?? columns[0];
  const facts = columns.filter((column) => column !== title && !column.hideOnCard);
  return (
    <ul aria-label={label} className="flex flex-col divide-y">
      {rows?.map((row) => (
        <li key={rowKey(row)} className={cn('flex flex-col gap-3 p-4', rowClassName?.(row))} data-testid="list-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1 text-sm break-words">{title?.cell(row)}</div>
            {actions && <div className="shrink-0">{actions(row)}</div>}
          </div>
          {facts.length > 0 && (
            <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
              {facts.map((column) => (
                <div key={column.label} className="contents">
                  <dt className="text-muted-foreground">{column.label}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
