import type { Subscription } from '@portal/contract';
import { CreditCard, XCircle } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

const over = (count: number, limit: number) => limit !== -1 && count > limit;
const used = (count: number, limit: number, noun: string) => `${count} / ${limit === -1 ? '∞' : limit} ${noun}`;

const columns: DataColumn<Subscription>[] = [
  { label: 'Company', cell: (row) => <span className="font-medium break-words">{row.company.companyName}</span>, className: 'min-w-36 whitespace-normal' },
  { label: 'Plan', cell: (row) => row.planName, className: 'max-w-40 truncate' },
  {
    label: 'Price',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.price, 'USD')}
        <span className="text-muted-foreground"> / {row.billingCycle === 'yearly' ? 'year' : 'month'}</span>
      </span>
    ),
  },
  { label: 'Status', cell: (row) => <StatusBadge status={row.status} className="capitalize" /> },
  {
    label: 'Period',
    cell: (row) => (
      <span className="tabular-nums">
        {formatDate(row.startDate)} → {formatDate(row.endDate)}
      </span>
    ),
  },
  {
    label: 'Usage',
    cell: (row) => {
      const { projects, projects_limit, users, users_limit } = row.usage;
      return (
        <span className="flex flex-col text-xs whitespace-nowrap">
          <span className={cn(over(projects, projects_limit) && 'font-medium text-red-600')}>{used(projects, projects_limit, 'projects')}</span>
          <span className={cn('text-muted-foreground', over(users, users_limit) && 'font-medium text-red-600')}>{used(users, users_limit, 'members')}</span>
        </span>
      );
    },
  },
];

/** Company subscriptions: Cancel only on active ones (spec section 4); usage turns red over the plan's limit. */
export function SubscriptionsTable({ rows, loading, onCancel }: { rows: Subscription[] | undefined; loading: boolean; onCancel: (row: Subscription) => void }) {
  return (
    <DataTable
      label="Subscriptions"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading subscriptions..."
      empty={<EmptyState icon={CreditCard} title="No subscriptions yet" description="Subscribe a client company to a plan with New Subscription." />}
      rowKey={(row) => row.id}
      actions={(row) =>
        row.status === 'active' && (
          <Button variant="outline" size="sm" className="text-destructive" aria-label="Cancel" title="Cancel subscription" onClick={() => onCancel(row)}>
            <XCircle aria-hidden />
            <span className="hidden 2xl:inline">Cancel</span>
          </Button>
        )
      }
    />
  );
}
