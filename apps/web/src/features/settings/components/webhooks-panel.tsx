import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { webhookEventTypes, type WebhookEndpoint } from '@portal/contract';
import { History, MoreHorizontal, Plus, Webhook } from 'lucide-react';
import { ConfirmDialog, type Confirmation } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { webhookDeleteText } from '@/lib/delete-texts';
import { notifySuccess } from '@/lib/notify';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRollWebhookSecret } from '../api/roll-webhook-secret';
import { useTestWebhook } from '../api/test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecret } from './webhook-secret';

function Events({ events }: { events: string[] }) {
  if (events.length === webhookEventTypes.length) return <span>All {events.length} events</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {events.map((type) => (
        <code key={type} className="rounded bg-muted px-1 py-0.5 font-mono text-xs">
          {type}
        </code>
      ))}
    </span>
  );
}

const columns: DataColumn<WebhookEndpoint>[] = [
  {
    label: 'Endpoint',
    cell: (row) => (
      <span className="flex flex-col gap-0.5 whitespace-normal">
        <span className="font-mono text-xs break-all">{row.url}</span>
        {row.description && <span className="text-xs text-muted-foreground">{row.description}</span>}
      </span>
    ),
  },
  { label: 'Events', cell: (row) => <Events events={row.events} />, className: 'whitespace-normal' },
  {
    label: 'Status',
    cell: (row) =>
      row.is_active ? (
        <Badge variant="green">Active</Badge>
      ) : (
        <span className="flex flex-col gap-1 whitespace-normal">
          <Badge variant="red">Disabled</Badge>
          {row.disabled_reason && <span className="text-xs text-muted-foreground">{row.disabled_reason}</span>}
        </span>
      ),
  },
  { label: 'Failures in a row', cell: (row) => <span className="tabular-nums">{row.consecutive_failures}</span>, secondary: true },
];

type Asking = { kind: 'delete' | 'roll'; endpoint: WebhookEndpoint; confirmation: Confirmation };

/** Settings → Webhooks: the owner's endpoints, adding and changing them, a test event, and each one's delivery log (`?webhook=<id>`). */
export function WebhooksPanel() {
  const webhooks = useWebhooks();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [newSecret, setNewSecret] = useState<{ url: string; secret: string } | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const roll = useRollWebhookSecret();
  const test = useTestWebhook();

  const endpoints = webhooks.data?.data;
  const shownId = Number(params.get('webhook'));
  const shown = endpoints?.find((endpoint) => endpoint.id === shownId);
  const showLog = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('webhook');
      else next.set('webhook', String(id));
      return next;
    });

  async function sendTest(endpoint: WebhookEndpoint) {
    await test.mutateAsync(endpoint.id);
    showLog(endpoint.id);
    void notifySuccess('Test event queued', `A signed ping goes to ${endpoint.url}; its delivery shows in the log.`);
  }

  async function setActive(endpoint: WebhookEndpoint, on: boolean) {
    await update.mutateAsync({ id: endpoint.id, input: { is_active: on } });
    void notifySuccess(on ? 'Endpoint turned on' : 'Endpoint turned off', on ? 'Its failure count starts again from 0.' : 'No events are sent to it until you turn it on.');
  }

  async function confirm() {
    if (!asking) return;
    try {
      if (asking.kind === 'delete') {
        await remove.mutateAsync(asking.endpoint.id);
        if (shownId === asking.endpoint.id) showLog(null);
        void notifySuccess('Webhook endpoint deleted.');
      } else {
        const answer = await roll.mutateAsync(asking.endpoint.id);
        setNewSecret({ url: asking.endpoint.url, secret: answer.data.secret });
      }
      setAsking(null);
    } catch {
      // The query client has toasted; the question stays open to try again or cancel.
    }
  }

  const actions = (endpoint: WebhookEndpoint) => (
    <div className="flex items-center justify-end gap-1">
      <Button variant="outline" size="sm" aria-label={`Delivery log of ${endpoint.url}`} onClick={() => showLog(endpoint.id)}>
        <History aria-hidden="true" />
        Log
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${endpoint.url}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuItem disabled={!endpoint.is_active} onSelect={() => void sendTest(endpoint).catch(() => undefined)}>
            Send test event
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setEditing({ endpoint })}>Edit</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void setActive(endpoint, !endpoint.is_active).catch(() => undefined)}>{endpoint.is_active ? 'Turn off' : 'Turn on'}</DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              setAsking({
                kind: 'roll',
                endpoint,
                confirmation: { title: 'Make a new signing secret?', description: `Deliveries to ${endpoint.url} are signed with the new secret from now on; the current one stops working at once.`, confirmLabel: 'Roll secret' },
              })
            }
          >
            Roll secret
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => setAsking({ kind: 'delete', endpoint, confirmation: { title: 'Delete webhook endpoint?', description: webhookDeleteText(endpoint).description, confirmLabel: 'Delete' } })}
          >
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <Card className="min-w-0 gap-0 py-0" role="region" aria-label="Webhook endpoints">
        <CardHeader className="flex flex-col gap-3 border-b py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1">
            <CardTitle className="flex items-center gap-2 text-base">
              <Webhook className="size-4 text-muted-foreground" aria-hidden />
              Webhook endpoints
            </CardTitle>
            <CardDescription>
              Each endpoint gets the events it chose as signed POSTs. Failed deliveries are retried for about a day; 50 failures in a row turn an endpoint off and e-mail you.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing({ endpoint: null })}>
            <Plus aria-hidden="true" />
            Add endpoint
          </Button>
        </CardHeader>
        {webhooks.isError && !webhooks.data ? (
          <ListError title="Error loading webhook endpoints" onRetry={() => void webhooks.refetch()} />
        ) : (
          <DataTable
            label="Webhook endpoints"
            columns={columns}
            rows={endpoints}
            loading={webhooks.isPending}
            loadingLabel="Loading webhook endpoints..."
            empty={<EmptyState icon={Webhook} title="No webhook endpoints" description="Add an endpoint to have the portal tell another system about new shoots, uploads, invoices and favourites." />}
            rowKey={(row) => row.id}
            actions={actions}
          />
        )}
      </Card>
      {shown && <WebhookDeliveries key={shown.id} endpoint={shown} onClose={() => showLog(null)} />}

      <WebhookFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} endpoint={editing?.endpoint ?? null} />
      <ConfirmDialog confirmation={asking?.confirmation ?? null} onCancel={() => setAsking(null)} onConfirm={confirm} busy={remove.isPending || roll.isPending} />
      <Dialog open={newSecret !== null} onOpenChange={(open) => !open && setNewSecret(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New signing secret</DialogTitle>
            <DialogDescription className="break-all">{newSecret?.url}</DialogDescription>
          </DialogHeader>
          {newSecret && <WebhookSecret secret={newSecret.secret} />}
          <DialogFooter>
            <Button onClick={() => setNewSecret(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
