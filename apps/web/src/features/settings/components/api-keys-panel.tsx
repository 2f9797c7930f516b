import { useState } from 'react';
import { apiKeyScopeLabels, type ApiKey } from '@portal/contract';
import { KeyRound, Plus } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-panel';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const columns: DataColumn<ApiKey>[] = [
  { label: 'Name', cell: (row) => <span className="font-medium break-words">{row.name}</span>, className: 'whitespace-normal' },
  { label: 'Scope', cell: (row) => <Badge variant={row.scope === 'read' ? 'blue' : 'yellow'}>{apiKeyScopeLabels[row.scope].label}</Badge> },
  { label: 'Key', cell: (row) => <code className="font-mono text-xs">{row.prefix}…</code> },
  { label: 'Created', cell: (row) => formatDate(row.created_at), secondary: true },
  { label: 'Last used', cell: (row) => (row.last_used_at ? formatDate(row.last_used_at) : 'Never'), secondary: true },
  {
    label: 'Status',
    cell: (row) =>
      row.revoked_at ? (
        <Badge variant="grey">Revoked</Badge>
      ) : row.creator_active ? (
        <Badge variant="green">Active</Badge>
      ) : (
        <Badge variant="yellow" title="The owner who created it is deactivated: it no longer signs in. Revoke it and create another.">
          Stopped: creator deactivated
        </Badge>
      ),
  },
];

/** The owner's API keys: listed by name and prefix (never the key), created with a scope, revoked after a question. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const { deleting: revoking, setDeleting: setRevoking, confirmDelete: confirmRevoke } = useRowDialogs<ApiKey>(revoke, 'API key revoked.');

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-3 border-b px-4 pb-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="max-w-prose text-sm text-muted-foreground">
          Other programs call this API with a key, as staff and never as the owner. Each key is shown once when created; revoke one the moment it is no longer
          needed or may have leaked.
        </p>
        <Button onClick={() => setCreating(true)} className="shrink-0">
          <Plus aria-hidden />
          Create API key
        </Button>
      </div>
      {keys.isError && !keys.data ? (
        <ListError title="Error loading API keys" onRetry={() => void keys.refetch()} />
      ) : (
        <DataTable
          label="API keys"
          columns={columns}
          rows={keys.data?.data}
          loading={keys.isPending}
          loadingLabel="Loading API keys..."
          empty={<EmptyState icon={KeyRound} title="No API keys yet" description="Create one key for each program that calls this API." />}
          rowKey={(row) => row.id}
          actions={(row) =>
            row.revoked_at ? null : (
              <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" aria-label={`Revoke ${row.name}`} onClick={() => setRevoking(row)}>
                Revoke
              </Button>
            )
          }
        />
      )}
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDeleteDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key"
        description={revoking ? `Revoke "${revoking.name}" (${revoking.prefix}…)? Every program using it is refused at once. This cannot be undone.` : ''}
        onConfirm={confirmRevoke}
        busy={revoke.isPending}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
      />
    </div>
  );
}
