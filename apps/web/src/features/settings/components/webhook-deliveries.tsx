import { useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/contract';
import { History, RotateCw, X } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListFooter, RefreshButton } from '@/components/list-panel';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { deliveriesPageSize, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';

const statusTones: Record<WebhookDelivery['status'], BadgeProps['variant']> = { succeeded: 'green', failed: 'red', pending: 'yellow' };
const statusLabels: Record<WebhookDelivery['status'], string> = { succeeded: 'Succeeded', failed: 'Failed', pending: 'Pending' };

const pad = (n: number) => String(n).padStart(2, '0');
/** DD-MM-YYYY HH:MM:SS, in the viewer's time zone. */
const formatMoment = (value: string) => {
  const date = new Date(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <Badge variant={statusTones[delivery.status]}>{statusLabels[delivery.status]}</Badge>
      {delivery.error && <span className="text-xs break-words text-muted-foreground [overflow-wrap:anywhere]">{delivery.error}</span>}
      {delivery.status === 'pending' && delivery.next_attempt_at && delivery.attempts > 0 && (
        <span className="text-xs text-muted-foreground">Next try {formatMoment(delivery.next_attempt_at)}</span>
      )}
    </div>
  );
}

const columns: DataColumn<WebhookDelivery>[] = [
  {
    label: 'Event',
    cell: (row) => (
      <span className="flex flex-col">
        <code className="font-mono text-xs font-medium">{row.event_type}</code>
        <span className="font-mono text-xs text-muted-foreground">{row.event_id}</span>
      </span>
    ),
  },
  { label: 'Status', cell: (row) => <DeliveryStatus delivery={row} />, className: 'max-w-72' },
  { label: 'Response', cell: (row) => (row.response_status === null ? '—' : <span className="tabular-nums">{row.response_status}</span>) },
  { label: 'Duration', cell: (row) => (row.duration_ms === null ? '—' : <span className="tabular-nums">{row.duration_ms} ms</span>), secondary: true },
  { label: 'Attempts', cell: (row) => <span className="tabular-nums">{row.attempts}</span>, secondary: true },
  { label: 'Time', cell: (row) => <span className="tabular-nums">{formatMoment(row.created_at)}</span>, secondary: true },
];

/** One endpoint's deliveries, newest first, a page at a time, with Resend; it refreshes itself while one is pending. */
export function WebhookDeliveries({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const resend = useResendWebhookDelivery();

  async function resendOne(delivery: WebhookDelivery) {
    await resend.mutateAsync({ id: endpoint.id, deliveryId: delivery.id });
    setPage(1);
    void notifySuccess('Delivery queued again', `${delivery.event_type} goes to ${endpoint.url} once more.`);
  }

  return (
    <Card className="min-w-0 gap-0 py-0" role="region" aria-label="Delivery log">
      <CardHeader className="flex flex-row items-start justify-between gap-3 border-b py-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="flex items-center gap-2 text-base">
            <History className="size-4 text-muted-foreground" aria-hidden />
            Delivery log
          </CardTitle>
          <CardDescription className="font-mono text-xs break-all">{endpoint.url}</CardDescription>
        </div>
        <div className="flex gap-2">
          <RefreshButton onRefresh={() => void deliveries.refetch()} busy={deliveries.isFetching} />
          <Button variant="ghost" size="icon" aria-label="Close the delivery log" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      {deliveries.isError && !deliveries.data ? (
        <ListError title="Error loading the delivery log" onRetry={() => void deliveries.refetch()} />
      ) : (
        <DataTable
          label={`Deliveries to ${endpoint.url}`}
          columns={columns}
          rows={deliveries.data?.data}
          loading={deliveries.isPending}
          loadingLabel="Loading deliveries..."
          empty={<EmptyState icon={History} title="No deliveries yet" description="Events this endpoint receives, and test events, are listed here." />}
          rowKey={(row) => row.id}
          actions={(row) => (
            <Button variant="outline" size="sm" disabled={resend.isPending} aria-label={`Resend ${row.event_type} (delivery ${row.id})`} onClick={() => void resendOne(row).catch(() => undefined)}>
              <RotateCw aria-hidden="true" />
              Resend
            </Button>
          )}
        />
      )}
      <ListFooter page={page} pageSize={deliveriesPageSize} total={deliveries.data?.pagination?.total} noun="deliveries" onPageChange={setPage} />
    </Card>
  );
}
