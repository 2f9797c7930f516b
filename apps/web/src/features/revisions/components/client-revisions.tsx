import type { RevisionRequest } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareWarning, Send, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fileKeys } from '@/lib/shared-queries';
import { notifySuccess } from '@/lib/notify';
import { useCreateRevision } from '../api/create-revision';
import { useProjectRevisions } from '../api/list-project-revisions';
import { useReplyToRevisionItem } from '../api/reply-to-revision-item';
import { useUpdateRevisionItem } from '../api/update-revision-item';
import { isDraftReady, useRevisionDraft, type RevisionDraft } from '../use-revision-draft';
import type { RequestPinActions } from './pin-thread';

// Pins and rounds show in the preview and below the gallery once there are some: loaded then, not with the gallery.
const ClientRevisionStage = lazy(() => import('./client-revision-stage').then((module) => ({ default: module.ClientRevisionStage })));
const RevisionRound = lazy(() => import('./revision-rounds').then((module) => ({ default: module.RevisionRound })));

interface StageInput {
  entry: ComponentProps<typeof ClientRevisionStage>['entry'];
  image: ReactNode;
  navigation: ReactNode;
}

/** A version string of every photo a request names: when one changes, the gallery is read again. */
const versionsOf = (requests: RevisionRequest[] | undefined) =>
  (requests ?? [])
    .flatMap((request) => request.items.map((item) => `${item.file_id}:${item.file_version}`))
    .sort()
    .join(',');

/**
 * The client's side of revision requests on a completed project: the notes pinned in the preview,
 * the tray that sends them as one request, and each round with its notes' states, replies and
 * Reopen. The rounds are read again while one is under way; a new version of a photo reloads the
 * gallery, so its thumbnail and preview are the new image.
 */
export function useClientRevisions(projectId: number, { enabled }: { enabled: boolean }) {
  const draft = useRevisionDraft(projectId);
  const revisions = useProjectRevisions(projectId, { enabled });
  const create = useCreateRevision(projectId);
  const updateItem = useUpdateRevisionItem();
  const reply = useReplyToRevisionItem();
  const queryClient = useQueryClient();
  const requests = revisions.data ?? [];

  const versions = versionsOf(revisions.data);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!revisions.data) return;
    if (seen.current !== null && seen.current !== versions) void queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) });
    seen.current = versions;
  }, [versions, revisions.data, projectId, queryClient]);

  const send = () => {
    const items = draft.pins.filter(isDraftReady).map((pin) => ({ file_id: pin.fileId, x: pin.x, y: pin.y, note: pin.note.trim() }));
    if (!items.length) return;
    create.mutate(
      { items },
      {
        onSuccess: (answer) => {
          draft.clear();
          void notifySuccess('Revision request sent', `Round ${answer.data.round}: ${answer.data.item_count} ${answer.data.item_count === 1 ? 'note' : 'notes'}.`);
        },
      },
    );
  };

  const actions: RequestPinActions = {
    busy: updateItem.isPending,
    onReopen: (request, item) => updateItem.mutate({ requestId: request.id, itemId: item.id, status: 'reopened' }),
    onReply: (request, item, text) => reply.mutateAsync({ requestId: request.id, itemId: item.id, text }),
  };

  const renderStage = ({ entry, image, navigation }: StageInput) => (
    <ClientRevisionStage key={String(entry.id)} entry={entry} image={image} navigation={navigation} draft={draft} requests={requests} canAnnotate onSend={send} sending={create.isPending} actions={actions} />
  );

  // The tray above the gallery (it is what the client is doing now), the rounds below it (the gallery stays first).
  const tray = draft.pins.length > 0 ? <RevisionTray draft={draft} sending={create.isPending} onSend={send} /> : null;
  const rounds = <ClientRevisionRounds draft={draft} requests={requests} actions={actions} />;
  return { renderStage, tray, rounds, draft, requests };
}

/** The unsent notes, grouped by photo, with Request revisions. */
function RevisionTray({ draft, sending, onSend }: { draft: RevisionDraft; sending: boolean; onSend: () => void }) {
  const byPhoto = new Map<number, { name: string; pins: RevisionDraft['pins'] }>();
  for (const pin of draft.pins) byPhoto.set(pin.fileId, { name: pin.fileName, pins: [...(byPhoto.get(pin.fileId)?.pins ?? []), pin] });
  const ready = draft.pins.filter(isDraftReady).length;
  const unwritten = draft.pins.length - ready;
  return (
    <section aria-labelledby="revision-tray-title" className="flex flex-col gap-3 rounded-lg border border-sky-300 bg-sky-50/60 p-4 dark:border-sky-800 dark:bg-sky-950/30">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="revision-tray-title" className="flex-1 text-base font-semibold">
          Notes to send ({draft.pins.length})
        </h2>
        <Button variant="ghost" size="sm" onClick={draft.clear} disabled={sending}>
          <Trash2 aria-hidden />
          Discard all
        </Button>
        <Button size="sm" onClick={onSend} disabled={sending || unwritten > 0}>
          <Send aria-hidden />
          Request revisions
        </Button>
      </div>
      {unwritten > 0 && <p className="text-sm text-amber-800 dark:text-amber-200">{unwritten === 1 ? 'One note has' : `${unwritten} notes have`} no text yet: open the photo to write it, or remove it.</p>}
      <ul className="flex flex-col gap-2">
        {[...byPhoto.entries()].map(([fileId, photo]) => (
          <li key={fileId} className="text-sm">
            <p className="font-medium break-words">{photo.name}</p>
            <ol className="ml-5 list-decimal text-muted-foreground">
              {photo.pins.map((pin) => (
                <li key={pin.key} className="break-words">
                  {pin.note.trim() || <em>No text yet</em>}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClientRevisionRounds({ draft, requests, actions }: { draft: RevisionDraft; requests: RevisionRequest[]; actions: RequestPinActions }) {
  if (requests.length > 0) {
    return (
      <Card className="gap-4 p-4 sm:p-6" role="region" aria-labelledby="client-revisions-title">
        <div className="flex flex-col gap-1">
          <h2 id="client-revisions-title" className="text-lg font-semibold">
            Revision requests
          </h2>
          <p className="text-sm text-muted-foreground">Each note's state. Reopen a note if the change is not right yet.</p>
        </div>
        <Suspense fallback={null}>
          {requests.map((request) => (
            <RevisionRound key={request.id} request={request} actions={actions} />
          ))}
        </Suspense>
      </Card>
    );
  }
  if (draft.pins.length > 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <MessageSquareWarning aria-hidden className="size-4 shrink-0" />
      Something to change? Open a photo and use Add note to pin it; send your notes together with Request revisions.
    </p>
  );
}
