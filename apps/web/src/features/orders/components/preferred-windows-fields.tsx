import { maxPreferredWindows } from '@portal/contract';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { emptyWindow, type WindowDraft, type WindowErrors } from '../booking-form';

interface PreferredWindowsFieldsProps {
  idPrefix: string;
  windows: WindowDraft[];
  errors: WindowErrors;
  /** The business's zone and today's date there: the earliest day offered. */
  zoneLabel: string;
  minDay: string;
  onChange: (windows: WindowDraft[]) => void;
}

/** Up to three preferred times, each a date and a from–to on the business's clock. */
export function PreferredWindowsFields({ idPrefix, windows, errors, zoneLabel, minDay, onChange }: PreferredWindowsFieldsProps) {
  const update = (index: number, change: Partial<WindowDraft>) => onChange(windows.map((window, i) => (i === index ? { ...window, ...change } : window)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Preferred times</legend>
      <p className="text-xs text-muted-foreground">{`Up to ${maxPreferredWindows} windows that suit you, in ${zoneLabel}. The studio confirms one.`}</p>
      {windows.map((window, index) => {
        const id = `${idPrefix}-window-${index}`;
        const error = errors[index];
        const described = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
        return (
          <div key={index} role="group" aria-label={`Preferred time ${index + 1}`} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
              <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
                <Label htmlFor={`${id}-day`}>Date</Label>
                <Input id={`${id}-day`} type="date" min={minDay} value={window.day} onChange={(event) => update(index, { day: event.target.value })} {...described} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-from`}>From</Label>
                <Input id={`${id}-from`} type="time" step={900} value={window.from} onChange={(event) => update(index, { from: event.target.value })} {...described} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-to`}>To</Label>
                <Input id={`${id}-to`} type="time" step={900} value={window.to} onChange={(event) => update(index, { to: event.target.value })} {...described} />
              </div>
              {windows.length > 1 && (
                <Button type="button" variant="ghost" size="icon" className="col-span-2 justify-self-end sm:col-span-1" onClick={() => onChange(windows.filter((_, i) => i !== index))} aria-label={`Remove preferred time ${index + 1}`}>
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {error && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {windows.length < maxPreferredWindows && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...windows, emptyWindow()])}>
          <Plus aria-hidden />
          Add another time
        </Button>
      )}
    </fieldset>
  );
}
