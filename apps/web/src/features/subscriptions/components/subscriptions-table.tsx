import type { Subscription } from '@portal/contract';
import { CreditCard, XCircle } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { DataTable } from '@/components/data-table';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';

const columns = ['Company', 'Plan', 'Price', 'Status', 'Period', 'Usage'] as const;
const over = (count: number, limit: number) => limit !== -1 && count > limit;
const used = (count: number, limit: number, noun: string) => `${count} / ${limit === -1 ? '∞' : limit} ${noun}`;

/** Company subscriptions: Cancel only on active ones (spec section 4); usage turns red over the plan's limit. */
export function SubscriptionsTable({ rows, loading, onCancel }: { rows: Subscription[] | undefined; loading: boolean; onCancel: (row: Subscription) => void }) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading subscriptions..."
      empty={<EmptyState icon={CreditCard} title="No subscriptions yet" description="Subscribe a client company to a plan with New Subscription." />}
    >
      {(row) => {
        const { projects, projects_limit, users, users_limit } = row.usage;
        return (
          <TableRow key={row.id}>
            <TableCell className="min-w-36 pl-4 font-medium whitespace-normal">{row.company.companyName}</TableCell>
            <TableCell>{row.planName}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatMoney(row.price, 'USD')}
              <span className="text-muted-foreground"> / {row.billingCycle === 'yearly' ? 'year' : 'month'}</span>
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} className="capitalize" />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDate(row.startDate)} → {formatDate(row.endDate)}
            </TableCell>
            <TableCell className="text-xs whitespace-nowrap">
              <span className={cn(over(projects, projects_limit) && 'font-medium text-red-600')}>{used(projects, projects_limit, 'projects')}</span>
              <br />
              <span className={cn('text-muted-foreground', over(users, users_limit) && 'font-medium text-red-600')}>{used(users, users_limit, 'members')}</span>
            </TableCell>
            <TableCell className="pr-4 text-right">
              {row.status === 'active' && (
                <Button variant="outline" size="sm" className="text-destructive" aria-label="Cancel" title="Cancel subscription" onClick={() => onCancel(row)}>
                  <XCircle aria-hidden />
                  <span className="hidden 2xl:inline">Cancel</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        );
      }}
    </DataTable>
  );
}
