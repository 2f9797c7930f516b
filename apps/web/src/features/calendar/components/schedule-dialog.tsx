import { useId, useMemo, useState, type FormEvent } from 'react';
import { scheduleProjectInput, type CalendarEvent, type User, type WorkingHours } from '@portal/contract';
import { AlertTriangle, CircleX } from 'lucide-react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField, fieldProps } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { formatDuration, instantOfWallTime, wallClock, wallDay, zoneAbbreviation } from '@/lib/zoned-time';
import { useScheduleProject } from '../api/schedule-project';
import { scheduleConflicts } from '../schedule-conflicts';

/** A shoot about to get a time: dropped from the side list, dragged on the calendar, or opened with Schedule. */
export interface PendingSchedule {
  projectId: number;
  title: string;
  start: Date;
  /** From its services (or as booked). */
  durationMinutes: number;
  photographerId: number | null;
  /** Undoes a drag on the calendar when the dialog is left without saving. */
  revert?: () => void;
}

interface ScheduleDialogProps {
  pending: PendingSchedule;
  photographers: User[];
  shoots: CalendarEvent[];
  timeZone: string;
  workingHours: WorkingHours;
  /** `saved` is the start just saved; undefined when the dialog was left without saving. */
  onClose: (saved?: Date) => void;
}

/**
 * Before a schedule is saved: the photographer (the shoot's own by default), the start on the
 * business's clock and the duration from its services, with the warnings the loaded calendar and
 * the working hours give. A 409 from the server (the photographer is booked) is shown here, naming the other shoot.
 */
export function ScheduleDialog({ pending, photographers, shoots, timeZone, workingHours, onClose }: ScheduleDialogProps) {
  const id = useId();
  const [photographer, setPhotographer] = useState(pending.photographerId ? String(pending.photographerId) : '');
  const [day, setDay] = useState(() => wallDay(pending.start, timeZone));
  const [time, setTime] = useState(() => wallClock(pending.start, timeZone));
  const [duration, setDuration] = useState(String(pending.durationMinutes));
  const [errors, setErrors] = useState<{ photographer?: string; start?: string; duration?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useScheduleProject();

  const start = instantOfWallTime(day, time, timeZone);
  const minutes = Number(duration);
  const warnings = useMemo(
    () =>
      start && Number.isInteger(minutes) && minutes > 0
        ? scheduleConflicts({ projectId: pending.projectId, start, durationMinutes: minutes, photographerId: photographer ? Number(photographer) : null }, shoots, workingHours, timeZone)
        : [],
    [start?.getTime(), minutes, photographer, pending.projectId, shoots, workingHours, timeZone], // eslint-disable-line react-hooks/exhaustive-deps
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const found: typeof errors = {};
    if (!photographer) found.photographer = 'Choose a photographer';
    if (!start) found.start = 'Enter a date and a time';
    const body = { start: start?.toISOString() ?? '', duration_minutes: Number.isFinite(minutes) ? minutes : Number.NaN, photographer_id: Number(photographer) || 0 };
    const check = scheduleProjectInput.safeParse(body);
    if (!check.success) {
      for (const issue of check.error.issues) {
        const field = issue.path[0];
        if (field === 'duration_minutes') found.duration ??= issue.message.replace(/^duration_minutes/, 'Duration');
        if (field === 'start') found.start ??= 'Enter a date and a time';
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || !check.success) return;
    try {
      await save.mutateAsync({ id: pending.projectId, body: check.data });
      void notifySuccess('Shoot scheduled', `${pending.title}, ${day.split('-').reverse().join('-')} ${time}`);
      onClose(new Date(check.data.start));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : 'The shoot could not be scheduled. Please try again.');
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Schedule shoot</DialogTitle>
          <DialogDescription className="break-words">{pending.title}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Schedule shoot">
          <FormField id={`${id}-photographer`} label="Photographer" required error={errors.photographer}>
            <Select
              value={photographer}
              onValueChange={(value) => {
                setPhotographer(value);
                setErrors((current) => ({ ...current, photographer: undefined }));
              }}
            >
              <SelectTrigger {...fieldProps(`${id}-photographer`, errors.photographer)} className="w-full">
                <SelectValue placeholder={photographers.length ? 'Choose a photographer' : 'No photographers yet'} />
              </SelectTrigger>
              <SelectContent>
                {photographers.map((person) => (
                  <SelectItem key={person.id} value={String(person.id)}>
                    {person.username}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
            <FormField id={`${id}-day`} label="Date" required error={errors.start}>
              <Input {...fieldProps(`${id}-day`, errors.start)} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
            </FormField>
            <FormField id={`${id}-time`} label={`Start (${start ? zoneAbbreviation(start, timeZone) : timeZone})`} required>
              <Input id={`${id}-time`} type="time" step={900} value={time} onChange={(event) => setTime(event.target.value)} />
            </FormField>
          </div>
          <FormField id={`${id}-duration`} label="Duration (minutes)" required error={errors.duration} hint={`From its services: ${formatDuration(pending.durationMinutes)}.`}>
            <Input {...fieldProps(`${id}-duration`, errors.duration)} type="number" inputMode="numeric" min={15} step={15} value={duration} onChange={(event) => setDuration(event.target.value)} />
          </FormField>
          {warnings.length > 0 && (
            <div role="status" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <div className="flex flex-col gap-1">
                <p className="font-medium">Check before saving</p>
                <ul className="list-disc pl-4">
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          {refusal && (
            <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>{refusal}</p>
            </div>
          )}
          <FormDialogFooter submitLabel="Save schedule" pending={save.isPending} onCancel={() => onClose()} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
