import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';

/**
 * The add/edit dialog and delete confirmation of a list screen. `editing` is undefined while the
 * dialog is closed, null while adding, and the row while editing it.
 */
export function useRowDialogs<Row extends { id: number }>(remove: UseMutationResult<unknown, Error, number>, deletedMessage: string) {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => void notifySuccess(deletedMessage),
      onSettled: () => setDeleting(null),
    });
  };

  return { editing, setEditing, deleting, setDeleting, confirmDelete };
}
