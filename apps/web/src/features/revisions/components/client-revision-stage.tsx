import type { FileEntry, RevisionItem, RevisionRequest } from '@portal/contract';
import { MapPin, Send, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isDraftReady, type RevisionDraft } from '../use-revision-draft';
import { pinStatusLabel, revisionStatusLabel, revisionStatusTone, roundTitle } from '../revision-labels';
import { DraftNoteField } from './draft-note-field';
import { PinCanvas, type CanvasPin } from './pin-canvas';
import { bindActions, PinThread, type RequestPinActions } from './pin-thread';

export interface ClientRevisionStageProps {
  entry: FileEntry;
  image: ReactNode;
  navigation: ReactNode;
  draft: RevisionDraft;
  requests: RevisionRequest[];
  /** Whether the client may pin new notes (a completed project). */
  canAnnotate: boolean;
  onSend: () => void;
  sending: boolean;
  actions: RequestPinActions;
}

/** The sent notes on one photo, each with its number on the photo within its request. */
export function sentPinsOn(fileId: number, requests: RevisionRequest[]) {
  return requests.flatMap((request) => request.items.filter((item) => item.file_id === fileId).map((item, index) => ({ request, item, number: index + 1 })));
}

const sentLabel = (item: RevisionItem) => `${item.note} (${pinStatusLabel[item.status].toLowerCase()})`;

/**
 * The client's preview of a photo: its pins (sent ones in their state, unsent ones to write), "Add
 * note" to pin another, and the notes beside the photo (below it on a phone).
 */
export function ClientRevisionStage({ entry, image, navigation, draft, requests, canAnnotate, onSend, sending, actions }: ClientRevisionStageProps) {
  const fileId = Number(entry.id);
  const [placing, setPlacing] = useState(false);
  const [selected, setSelected] = useState<string | number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const drafts = draft.pins.filter((pin) => pin.fileId === fileId);
  const sent = sentPinsOn(fileId, requests);
  const ready = draft.pins.filter(isDraftReady).length;

  const pins: CanvasPin[] = [
    ...sent.map(({ item, number }) => ({ key: `item-${item.id}`, x: item.x, y: item.y, number, tone: item.status, label: sentLabel(item) })),
    ...drafts.map((pin, index) => ({ key: pin.key, x: pin.x, y: pin.y, number: index + 1, tone: 'draft' as const, label: pin.note || 'new note, not written yet' })),
  ];

  return (
    <div className="flex size-full min-h-0 flex-col gap-3 lg:flex-row">
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        <PinCanvas
          pins={pins}
          placing={placing}
          photoName={entry.name}
          selected={selected}
          onSelect={setSelected}
          onPlace={(point) => {
            const key = draft.add({ fileId, fileName: entry.name, ...point });
            setPlacing(false);
            setSelected(key);
            setFocusKey(key);
          }}
        >
          {image}
        </PinCanvas>
        {navigation}
      </div>
      <aside aria-label="Revision notes" className="flex max-h-[45dvh] w-full shrink-0 flex-col gap-3 overflow-y-auto rounded-lg bg-background p-4 text-foreground lg:max-h-none lg:w-80">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold">Revision notes</h2>
          {canAnnotate && (
            <Button size="sm" variant={placing ? 'secondary' : 'default'} aria-pressed={placing} onClick={() => setPlacing((on) => !on)}>
              {placing ? <X aria-hidden /> : <MapPin aria-hidden />}
              {placing ? 'Cancel' : 'Add note'}
            </Button>
          )}
        </div>
        {placing && (
          <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100">
            Click the photo where something should change, or move the crosshair with the arrow keys and press Enter.
          </p>
        )}
        {drafts.length > 0 && (
          <section aria-label="New notes on this photo" className="flex flex-col gap-3">
            {drafts.map((pin, index) => (
              <DraftNoteField key={pin.key} pin={pin} number={index + 1} autoFocus={focusKey === pin.key} onChange={(note) => draft.setNote(pin.key, note)} onRemove={() => draft.remove(pin.key)} />
            ))}
          </section>
        )}
        {draft.pins.length > 0 && (
          <div className="flex flex-col gap-2 rounded-md border border-dashed p-3">
            <p className="text-sm text-muted-foreground">
              {draft.pins.length} {draft.pins.length === 1 ? 'note' : 'notes'} on {new Set(draft.pins.map((pin) => pin.fileId)).size} {new Set(draft.pins.map((pin) => pin.fileId)).size === 1 ? 'photo' : 'photos'}, not sent yet.
              {ready < draft.pins.length && ' Write each note before sending.'}
            </p>
            <Button size="sm" disabled={sending || ready === 0 || ready < draft.pins.length} onClick={onSend}>
              <Send aria-hidden />
              Request revisions
            </Button>
          </div>
        )}
        {requests.map((request) => {
          const here = sent.filter((pin) => pin.request.id === request.id);
          if (!here.length) return null;
          return (
            <section key={request.id} aria-label={roundTitle(request.round)} className="flex flex-col gap-2">
              <div className="flex items-center gap-2">
                <h3 className="text-sm font-semibold">{roundTitle(request.round)}</h3>
                <Badge variant={revisionStatusTone[request.status]}>{revisionStatusLabel[request.status]}</Badge>
              </div>
              <ul className="flex flex-col gap-2">
                {here.map(({ item, number }) => (
                  <PinThread key={item.id} item={item} number={number} selected={selected === `item-${item.id}`} {...bindActions(request, actions)} />
                ))}
              </ul>
            </section>
          );
        })}
        {!drafts.length && !sent.length && !placing && (
          <p className="text-sm text-muted-foreground">{canAnnotate ? 'No notes on this photo. Use Add note to pin one where something should change.' : 'No notes on this photo.'}</p>
        )}
      </aside>
    </div>
  );
}
