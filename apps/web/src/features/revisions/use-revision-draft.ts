import { useCallback, useEffect, useState } from 'react';

/** The longest note a pin may carry (the server refuses longer). */
export const MAX_NOTE_LENGTH = 2000;

/** A pin the client has placed but not sent yet. */
export interface DraftPin {
  key: string;
  fileId: number;
  fileName: string;
  x: number;
  y: number;
  note: string;
}

const storageKey = (projectId: number) => `revision-draft:${projectId}`;

function readDraft(projectId: number): DraftPin[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey(projectId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as DraftPin[]).filter((pin) => typeof pin?.fileId === 'number' && typeof pin.x === 'number' && typeof pin.y === 'number') : [];
  } catch {
    return [];
  }
}

let counter = 0;
const newKey = () => `draft-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A draft note is ready to send once it says something and is not too long. */
export const isDraftReady = (pin: DraftPin) => pin.note.trim().length > 0 && pin.note.length <= MAX_NOTE_LENGTH;

/**
 * The tray of notes the client is pinning on a project's photos, kept for the tab (a reload or a
 * look at another page keeps them) until they are sent as one revision request.
 */
export function useRevisionDraft(projectId: number) {
  // The notes carry their project, so another project's page never writes them under its own key.
  const [draft, setDraft] = useState(() => ({ projectId, pins: readDraft(projectId) }));
  if (draft.projectId !== projectId) setDraft({ projectId, pins: readDraft(projectId) });
  const pins = draft.projectId === projectId ? draft.pins : [];

  useEffect(() => {
    if (draft.pins.length) sessionStorage.setItem(storageKey(draft.projectId), JSON.stringify(draft.pins));
    else sessionStorage.removeItem(storageKey(draft.projectId));
  }, [draft]);

  const setPins = useCallback((change: (current: DraftPin[]) => DraftPin[]) => setDraft((current) => ({ ...current, pins: change(current.pins) })), []);
  const add = useCallback(
    (pin: Omit<DraftPin, 'key' | 'note'>) => {
      const key = newKey();
      setPins((current) => [...current, { ...pin, key, note: '' }]);
      return key;
    },
    [setPins],
  );
  const setNote = useCallback((key: string, note: string) => setPins((current) => current.map((pin) => (pin.key === key ? { ...pin, note } : pin))), [setPins]);
  const remove = useCallback((key: string) => setPins((current) => current.filter((pin) => pin.key !== key)), [setPins]);
  const clear = useCallback(() => setPins(() => []), [setPins]);

  return { pins, add, setNote, remove, clear };
}

export type RevisionDraft = ReturnType<typeof useRevisionDraft>;
