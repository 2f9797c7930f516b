import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { MAX_NOTE_LENGTH, type DraftPin } from '../use-revision-draft';
import { pinToneClass } from './pin-canvas';

/** One unsent note: its number, the text with a counter, and Remove. */
export function DraftNoteField({ pin, number, autoFocus = false, onChange, onRemove }: { pin: DraftPin; number: number; autoFocus?: boolean; onChange: (note: string) => void; onRemove: () => void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = `note-${pin.key}`;
  const tooLong = pin.note.length > MAX_NOTE_LENGTH;
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <span aria-hidden className={cn('flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold', pinToneClass.draft)}>
          {number}
        </span>
        <Label htmlFor={id} className="flex-1">
          Note {number}
        </Label>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Remove note ${number}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <Textarea
        ref={ref}
        id={id}
        value={pin.note}
        rows={3}
        placeholder="What should change here?"
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className={cn('text-right text-xs tabular-nums', tooLong ? 'text-destructive' : 'text-muted-foreground')}>
        {pin.note.length} / {MAX_NOTE_LENGTH}
        {tooLong && ' · too long'}
      </p>
    </div>
  );
}
