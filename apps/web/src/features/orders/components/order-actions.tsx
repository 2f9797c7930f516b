import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatShootTime, rescheduleRequestInput, type Project } from '@portal/contract';
import { CalendarClock, Phone, XCircle } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { hasErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { todayIn, zoneAbbreviation } from '@/lib/zoned-time';
import { useCancelOrder } from '../api/cancel-order';
import { useRequestReschedule } from '../api/request-reschedule';
import { emptyWindow, windowErrors as checkWindows, windowInstants, type WindowDraft, type WindowErrors } from '../booking-form';
import { PreferredWindowsFields } from './preferred-windows-fields';

type ChangeableProject = Pick<Project, 'id' | 'projectName' | 'order' | 'order_stage' | 'can_change' | 'change_deadline'>;

function RescheduleDialog({ project, timeZone, onClose }: { project: ChangeableProject; timeZone: string; onClose: () => void }) {
  const id = useId();
  const [windows, setWindows] = useState<WindowDraft[]>([emptyWindow()]);
  const [errors, setErrors] = useState<WindowErrors>({});
  const reschedule = useRequestReschedule();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkWindows(windows, timeZone);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = { preferred_windows: windowInstants(windows, timeZone).map(({ start, end }) => ({ start: start!.toISOString(), end: end!.toISOString() })) };
    if (!rescheduleRequestInput.safeParse(body).success) return;
    const done = await reschedule.mutateAsync({ id: project.id, body }).then(() => true, () => false);
    if (!done) return;
    void notifySuccess('Reschedule requested', 'The studio will confirm a new time.');
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !reschedule.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Reschedule shoot</DialogTitle>
          <DialogDescription>Give new times that suit you. The booked time is released until the studio confirms one of them.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reschedule shoot">
          <PreferredWindowsFields
            idPrefix={id}
            windows={windows}
            errors={errors}
            zoneLabel={`${timeZone} (${zoneAbbreviation(new Date(), timeZone)})`}
            minDay={todayIn(timeZone)}
            onChange={(next) => {
              setWindows(next);
              setErrors({});
            }}
          />
          <FormDialogFooter submitLabel="Request new time" pending={reschedule.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Cancel and Reschedule for the client, until the studio's cut-off before the shoot; after it, or
 * once the shoot is under way, "Please contact the studio" with `contact` (the studio's details).
 */
export function OrderActions({ project, timeZone, cutoffHours, contact }: { project: ChangeableProject; timeZone: string; cutoffHours: number; contact: ReactNode }) {
  const [action, setAction] = useState<'cancel' | 'reschedule' | null>(null);
  const cancel = useCancelOrder();
  if (!project.order || project.order_stage === 'cancelled' || project.order_stage === 'delivered') return null;
  // The server says whether the cut-off has passed (it decides again on the call); a shoot under way is past changing online.
  const open = project.can_change && (project.order_stage === 'requested' || project.order_stage === 'scheduled') && (!project.change_deadline || Date.parse(project.change_deadline) > Date.now());
  const deadline = project.change_deadline;

  if (!open) {
    return (
      <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <Phone aria-hidden className="size-4" />
          Please contact the studio
        </p>
        <p className="text-muted-foreground">{`Changes can be made online until ${cutoffHours} hours before the shoot. To cancel or move it now, please call or e-mail the studio.`}</p>
        {contact}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 text-sm">
      {deadline && <p className="text-muted-foreground">{`You can cancel or reschedule until ${formatShootTime(deadline, timeZone)}.`}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setAction('reschedule')}>
          <CalendarClock aria-hidden />
          Reschedule
        </Button>
        <Button type="button" variant="outline" className="text-destructive" onClick={() => setAction('cancel')}>
          <XCircle aria-hidden />
          Cancel shoot
        </Button>
      </div>
      {action === 'reschedule' && <RescheduleDialog project={project} timeZone={timeZone} onClose={() => setAction(null)} />}
      <ConfirmDialog
        confirmation={action === 'cancel' ? { title: `Cancel ${project.projectName}?`, description: 'The shoot is cancelled and the studio is told. This cannot be undone online.', confirmLabel: 'Cancel shoot' } : null}
        busy={cancel.isPending}
        onCancel={() => setAction(null)}
        onConfirm={async () => {
          const done = await cancel.mutateAsync(project.id).then(() => true, () => false);
          setAction(null);
          if (done) void notifySuccess('Shoot cancelled');
        }}
      />
    </div>
  );
}
