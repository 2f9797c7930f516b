import type { Subscription } from '@portal/contract';
import { CreditCard, XCircle } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { cn } from '@/lib/utils';
import { isUnlimited } from './plan-terms';

const over = (count: number, limit: number) => !isUnlimited(limit) && count > limit;
/** "12 of 10 shoots", "3 shoots (unlimited)". */
const used = (count: number, limit: number, noun: string) => (isUnlimited(limit) ? `${count} ${noun} (unlimited)` : `${count} of ${limit} ${noun}`);

const columns: DataColumn<Subscription>[] = [
  { label: 'Company', cell: (row) => <span className="font-medium break-words">{row.company.companyName}</span>, className: 'min-w-36 whitespace-normal' },
  { label: 'Plan', cell: (row) => row.planName, className: 'max-w-40 truncate' },
  {
    label: 'Price',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        <Money amount={row.price} />
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
    label: 'This month',
    cell: (row) => {
      const { projects, projects_limit, users, users_limit, extra_shoots, extra_cost } = row.usage;
      return (
        <span className="flex flex-col text-xs whitespace-nowrap">
          <span className={cn(over(projects, projects_limit) && 'font-medium text-red-600')}>{used(projects, projects_limit, 'shoots')}</span>
          {extra_shoots > 0 && (
            <span className="font-medium text-red-600">
              {extra_shoots} extra · <Money amount={extra_cost} />
            </span>
          )}
          <span className={cn('text-muted-foreground', over(users, users_limit) && 'font-medium text-red-600')}>{used(users, users_limit, 'contacts')}</span>
        </span>
      );
    },
  },
];

/** Agencies on a retainer: Cancel only on active ones; this month's shoots turn red past the plan's, with what the extras cost. */
export function SubscriptionsTable({ rows, loading, onCancel }: { rows: Subscription[] | undefined; loading: boolean; onCancel: (row: Subscription) => void }) {
  const empty = <EmptyState icon={CreditCard} title="No agency on a retainer yet" description="Put a client company on a plan with New Subscription." />;
  // Without rows there are no columns to scroll: the message stands alone, as wide as a phone.
  if (rows?.length === 0) return empty;
  return (
    <DataTable
      label="Subscriptions"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading subscriptions..."
      empty={empty}
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
