// sonner is loaded on the first toast, and the Toaster is mounted then: no screen pays for it before
// it has something to say (the per-route JavaScript budget, docs/development.md). Toasts made before
// the Toaster subscribes are replayed to it by sonner.

let wanted = false;
const listeners = new Set<() => void>();

/** The toast function, loading sonner and asking the Toaster to mount on the first call. */
export async function loadToast() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (await import('sonner')).toast;
}

/** Whether a toast has been asked for yet (read by the Toaster's mount point). */
export const isToasterWanted = () => wanted;

export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
