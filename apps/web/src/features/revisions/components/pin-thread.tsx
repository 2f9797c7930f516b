import type { RevisionItem, RevisionRequest } from '@portal/contract';
import { maxRevisionNoteLength } from '@portal/contract/labels';
import { Check, RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { pinStatusLabel, pinStatusTone } from '../revision-labels';
import { pinToneClass } from './pin-canvas';

export interface PinThreadActions {
  /** The client: reopen a fixed note. */
  onReopen?: (item: RevisionItem) => void;
  /** The editor and staff: mark a note fixed. */
  onMarkFixed?: (item: RevisionItem) => void;
  /** Anyone on the request: answer under the note; resolves once sent. */
  onReply?: (item: RevisionItem, text: string) => Promise<unknown>;
  busy?: boolean;
}

function ReplyForm({ item, number, onReply }: { item: RevisionItem; number: number; onReply: NonNullable<PinThreadActions['onReply']> }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const id = useId();
  if (!open) {
    return (
      <Button variant="link" size="sm" className="h-auto w-fit px-0" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    onReply(item, text.trim())
      .then(() => {
        setText('');
        setOpen(false);
      })
      .catch(() => {})
      .finally(() => setSending(false));
  };
  return (
    <form className="flex basis-full flex-col gap-1.5" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        Reply to note {number}
      </label>
      <Textarea id={id} rows={2} value={text} maxLength={maxRevisionNoteLength} autoFocus onChange={(event) => setText(event.target.value)} placeholder="Write a reply" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={sending || !text.trim()}>
          Send reply
        </Button>
      </div>
    </form>
  );
}

/** A sent note: its number and state, the note, its replies, and what this person may do with it. */
export function PinThread({ item, number, selected = false, onReopen, onMarkFixed, onReply, busy = false }: { item: RevisionItem; number: number; selected?: boolean } & PinThreadActions) {
  return (
    <li className={cn('flex flex-col gap-2 rounded-lg border p-3', selected && 'border-sky-500 ring-2 ring-sky-500/30')} aria-label={`Note ${number} on ${item.file_name}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={cn('flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold', pinToneClass[item.status])}>
          {number}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={item.file_name}>
          Note {number}
        </span>
        <Badge variant={pinStatusTone[item.status]} data-tone={pinStatusTone[item.status]}>
          {pinStatusLabel[item.status]}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{item.note}</p>
      {item.status === 'fixed' && item.fixed_version !== null && (
        <p className="text-xs text-muted-foreground">
          Fixed in version {item.fixed_version}
          {item.fixed_at && ` on ${formatDate(item.fixed_at)}`}
        </p>
      )}
      {item.replies.length > 0 && (
        <ul className="flex flex-col gap-1.5 border-l-2 pl-3" aria-label={`Replies to note ${number}`}>
          {item.replies.map((reply) => (
            <li key={reply.id} className="text-sm">
              <span className="font-medium">{reply.author_name}</span>
              <span className="text-xs text-muted-foreground"> · {reply.side === 'client' ? 'Client' : 'Studio'} · {formatDate(reply.created_at)}</span>
              <p className="break-words whitespace-pre-line">{reply.text}</p>
            </li>
          ))}
        </ul>
      )}
      {(onReopen || onMarkFixed || onReply) && (
        <div className="flex flex-wrap items-center gap-2">
          {onMarkFixed && item.status !== 'fixed' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onMarkFixed(item)} aria-label={`Mark note ${number} fixed`}>
              <Check aria-hidden />
              Mark fixed
            </Button>
          )}
          {onReopen && item.status === 'fixed' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onReopen(item)} aria-label={`Reopen note ${number}`}>
              <RotateCcw aria-hidden />
              Reopen
            </Button>
          )}
          {onReply && <ReplyForm item={item} number={number} onReply={onReply} />}
        </div>
      )}
    </li>
  );
}

/** What may be done with a sent note, knowing its request. */
export interface RequestPinActions {
  onReopen?: (request: RevisionRequest, item: RevisionItem) => void;
  onMarkFixed?: (request: RevisionRequest, item: RevisionItem) => void;
  onReply?: (request: RevisionRequest, item: RevisionItem, text: string) => Promise<unknown>;
  busy?: boolean;
}

/** The actions of one request's notes, as a PinThread takes them. */
export function bindActions(request: RevisionRequest, { onReopen, onMarkFixed, onReply, busy }: RequestPinActions): PinThreadActions {
  return {
    busy,
    onReopen: onReopen && ((item) => onReopen(request, item)),
    onMarkFixed: onMarkFixed && ((item) => onMarkFixed(request, item)),
    onReply: onReply && ((item, text) => onReply(request, item, text)),
  };
}
