import { Card } from '@/components/ui/card';
import { useProjectRevisions } from '../api/list-project-revisions';
import { useReplyToRevisionItem } from '../api/reply-to-revision-item';
import { useUpdateRevisionItem } from '../api/update-revision-item';
import type { RequestPinActions } from './pin-thread';
import { RevisionRound } from './revision-rounds';
import { StaffRevisionControls, type EditorOption } from './staff-revision-controls';

/**
 * The project detail's Revisions section (staff): every round the client asked for, its editor
 * and status, billable ones with Add to invoice, and each note on its photo. Nothing shows before
 * the first request.
 */
export function ProjectRevisionsSection({ projectId, editors }: { projectId: number; editors: EditorOption[] }) {
  const revisions = useProjectRevisions(projectId);
  const updateItem = useUpdateRevisionItem();
  const reply = useReplyToRevisionItem();
  const requests = revisions.data ?? [];
  if (!requests.length) return null;
  const actions: RequestPinActions = {
    busy: updateItem.isPending,
    onMarkFixed: (request, item) => updateItem.mutate({ requestId: request.id, itemId: item.id, status: 'fixed' }),
    onReply: (request, item, text) => reply.mutateAsync({ requestId: request.id, itemId: item.id, text }),
  };
  const billable = requests.filter((request) => request.billable).length;
  return (
    <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby="project-revisions-title">
      <div className="flex flex-col gap-1">
        <h2 id="project-revisions-title" className="text-lg font-semibold">
          Revisions
        </h2>
        <p className="text-sm text-muted-foreground">
          {requests.length} {requests.length === 1 ? 'round' : 'rounds'}
          {billable > 0 && `, ${billable} billable`}
        </p>
      </div>
      {requests.map((request) => (
        <RevisionRound key={request.id} request={request} actions={actions} controls={<StaffRevisionControls request={request} editors={editors} />} />
      ))}
    </Card>
  );
}
