import type { FileEntry } from '@portal/contract';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { fileEntryDeleteText } from '@/lib/delete-texts';
import { notifySuccess } from '@/lib/notify';
import { useDeleteFile } from '../api/delete-file';

/** Asks before deleting a file, or a folder with everything in it; failures toast 'Failed to delete file'. */
export function DeleteEntryDialog({ projectId, entry, onClose }: { projectId: number; entry: FileEntry | null; onClose: () => void }) {
  const remove = useDeleteFile(projectId);
  const folder = entry?.is_folder ?? false;
  return (
    <ConfirmDeleteDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={folder ? 'Delete folder' : 'Delete file'}
      description={entry ? fileEntryDeleteText(entry).description : ''}
      busy={remove.isPending}
      onConfirm={async () => {
        if (!entry) return;
        try {
          await remove.mutateAsync(entry.id);
          void notifySuccess(folder ? `Folder ${entry.name} deleted successfully!` : 'File deleted successfully');
        } catch {
          // Toasted by the query client.
        }
        onClose();
      }}
    />
  );
}
