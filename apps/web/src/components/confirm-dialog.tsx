import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

/** What a confirmation says: the question, who hears what, and the button that does it. */
export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
}

export interface ConfirmDialogProps {
  /** The confirmation to ask, or null when closed. */
  confirmation: Confirmation | null;
  onCancel: () => void;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
}

/** Asks before an action that tells someone outside the studio; stays open while busy, the caller closes it. */
export function ConfirmDialog({ confirmation, onCancel, onConfirm, busy = false }: ConfirmDialogProps) {
  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      {confirmation && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{confirmation.title}</AlertDialogTitle>
            <AlertDialogDescription className="[overflow-wrap:anywhere]">{confirmation.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={(event) => {
                // Radix would close at once; keep it open so a failure can still be seen.
                event.preventDefault();
                void onConfirm();
              }}
            >
              {busy && <Spinner className="text-current" />}
              {confirmation.confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
