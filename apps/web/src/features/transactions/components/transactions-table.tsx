import type { Transaction } from '@portal/contract';
import { Receipt, Trash2 } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { cn } from '@/lib/utils';

const projectAndClient = (row: Transaction) => [row.project?.projectName, row.client?.companyName].filter(Boolean).join(' · ');

const columns: DataColumn<Transaction>[] = [
  { label: 'Date', cell: (row) => <span className="tabular-nums">{formatDate(row.date)}</span> },
  {
    label: 'Description',
    cell: (row) => (
      <>
        <span className="font-medium">{row.description}</span>
        {row.source !== 'manual' && (
          <Badge variant="outline" className="ml-2 text-muted-foreground">
            From invoice
          </Badge>
        )}
      </>
    ),
    className: 'min-w-40 max-w-64 whitespace-normal',
  },
  { label: 'Category', cell: (row) => row.category },
  { label: 'Type', cell: (row) => <Badge variant={row.type === 'income' ? 'green' : 'red'}>{row.type === 'income' ? 'Income' : 'Expense'}</Badge> },
  {
    label: 'Project / Client',
    cell: (row) => (
      <span className="block truncate text-muted-foreground" title={projectAndClient(row)}>
        {projectAndClient(row) || '—'}
      </span>
    ),
    className: 'max-w-56',
  },
  {
    label: 'Amount',
    cell: (row) => (
      <span className={cn('font-medium whitespace-nowrap tabular-nums', row.type === 'income' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400')}>
        {row.type === 'income' ? '+' : '−'}
        <Money amount={row.amount} />
      </span>
    ),
    className: 'text-right',
  },
];

/** The ledger's rows; only entries made by hand can be deleted, the rest belong to their invoice. */
export function TransactionsTable({ rows, loading, onDelete }: { rows: Transaction[] | undefined; loading: boolean; onDelete: (row: Transaction) => void }) {
  return (
    <DataTable
      label="Transactions"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading transactions..."
      empty={<EmptyState icon={Receipt} title="No transactions found" description="Add a transaction, or mark an invoice paid." />}
      rowKey={(row) => `${row.source}-${row.id}`}
      cardTitle="Description"
      actions={(row) =>
        row.source === 'manual' && (
          <Button variant="ghost" size="icon" aria-label={`Delete ${row.description}`} className="text-destructive" onClick={() => onDelete(row)}>
            <Trash2 aria-hidden />
          </Button>
        )
      }
    />
  );
}
