import type { Transaction } from '@portal/contract';
import { Receipt, Trash2 } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

const columns = ['Date', 'Description', 'Category', 'Type', 'Project / Client', 'Amount'] as const;
/** On a phone the amount's sign and colour say the type; category and project wait for a wider screen. */
const wideOnly = new Set<string>(['Category', 'Type', 'Project / Client']);
const headings = columns.map((label) => ({ label, className: cn(label === 'Amount' && 'text-right', wideOnly.has(label) && 'hidden md:table-cell') }));

/** The ledger's rows; only entries made by hand can be deleted, the rest belong to their invoice. */
export function TransactionsTable({ rows, loading, onDelete }: { rows: Transaction[] | undefined; loading: boolean; onDelete: (row: Transaction) => void }) {
  return (
    <DataTable
      columns={headings}
      rows={rows}
      loading={loading}
      loadingLabel="Loading transactions..."
      empty={<EmptyState icon={Receipt} title="No transactions found" description="Add a transaction, or mark an invoice paid." />}
    >
      {(row) => {
        const income = row.type === 'income';
        return (
          <TableRow key={`${row.source}-${row.id}`}>
            <TableCell className="pl-4 tabular-nums">{formatDate(row.date)}</TableCell>
            <TableCell className="max-w-64 whitespace-normal">
              <span className="font-medium">{row.description}</span>
              {row.source !== 'manual' && (
                <Badge variant="outline" className="ml-2 text-muted-foreground">
                  From invoice
                </Badge>
              )}
            </TableCell>
            <TableCell className="hidden md:table-cell">{row.category}</TableCell>
            <TableCell className="hidden md:table-cell">
              <Badge variant={income ? 'green' : 'red'}>{income ? 'Income' : 'Expense'}</Badge>
            </TableCell>
            <TableCell className="hidden max-w-56 truncate text-muted-foreground md:table-cell" title={[row.project?.projectName, row.client?.companyName].filter(Boolean).join(' · ')}>
              {[row.project?.projectName, row.client?.companyName].filter(Boolean).join(' · ') || '—'}
            </TableCell>
            <TableCell className={cn('text-right font-medium tabular-nums', income ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400')}>
              {income ? '+' : '−'}
              {formatMoney(row.amount, 'INR')}
            </TableCell>
            <TableCell className="pr-4 text-right">
              {row.source === 'manual' && (
                <Button variant="ghost" size="icon" aria-label={`Delete ${row.description}`} className="text-destructive" onClick={() => onDelete(row)}>
                  <Trash2 aria-hidden />
                </Button>
              )}
            </TableCell>
          </TableRow>
        );
      }}
    </DataTable>
  );
}
