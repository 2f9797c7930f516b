import { revisionStatuses, type RevisionRequest, type RevisionStatus } from '@portal/contract';
import { ReceiptText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Money } from '@/lib/money';
import { useAddRevisionInvoiceLine } from '../api/add-revision-invoice-line';
import { useUpdateRevision } from '../api/update-revision';
import { revisionStatusLabel } from '../revision-labels';

export interface EditorOption {
  id: number;
  username: string;
}

const nobody = 'none';

/** Staff's handles on one round: the editor, the status, and billing a round past the free ones. */
export function StaffRevisionControls({ request, editors }: { request: RevisionRequest; editors: EditorOption[] }) {
  const update = useUpdateRevision();
  const bill = useAddRevisionInvoiceLine();
  const editorFieldId = `revision-${request.id}-editor`;
  const statusFieldId = `revision-${request.id}-status`;
  // The assigned editor stays offered even when they are no longer in the editors list.
  const options = request.editor_id !== null && !editors.some((editor) => editor.id === request.editor_id) ? [...editors, { id: request.editor_id, username: request.editor_name ?? `Editor #${request.editor_id}` }] : editors;

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={editorFieldId}>Editor</Label>
        <Select
          value={request.editor_id === null ? nobody : String(request.editor_id)}
          onValueChange={(value) => update.mutate({ id: request.id, body: { editor_id: value === nobody ? null : Number(value) } })}
          disabled={update.isPending}
        >
          <SelectTrigger id={editorFieldId} className="w-48" aria-label={`Editor of round ${request.round}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={nobody}>Nobody</SelectItem>
            {options.map((editor) => (
              <SelectItem key={editor.id} value={String(editor.id)}>
                {editor.username}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={statusFieldId}>Status</Label>
        <Select value={request.status} onValueChange={(value) => update.mutate({ id: request.id, body: { status: value as RevisionStatus } })} disabled={update.isPending}>
          <SelectTrigger id={statusFieldId} className="w-36" aria-label={`Status of round ${request.round}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {revisionStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {revisionStatusLabel[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {request.billable && (
        <div className="flex flex-wrap items-center gap-2 pb-1">
          <Badge variant="yellow" title="Past the free revision rounds of the project">
            Billable
          </Badge>
          {request.invoiced ? (
            <span className="text-sm text-muted-foreground">
              On the invoice{request.invoiced_amount !== null && <>: <Money amount={request.invoiced_amount} /></>}
            </span>
          ) : (
            <Button size="sm" variant="outline" disabled={bill.isPending} onClick={() => bill.mutate(request.id)}>
              <ReceiptText aria-hidden />
              Add to invoice
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
