import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** A dialog form's buttons: Cancel, and the submit button with a spinner; both wait while it saves. */
export function FormDialogFooter({ submitLabel, pending, onCancel }: { submitLabel: ReactNode; pending: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="text-current" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
