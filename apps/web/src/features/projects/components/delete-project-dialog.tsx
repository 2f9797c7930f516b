import type { Project } from '@portal/contract';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { notifySuccess } from '@/lib/notify';
import { useDeleteProject } from '../api/delete-project';

/** The spec's delete confirmation; a failure toasts 'Failed to delete project.' through the query client. */
export function DeleteProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const remove = useDeleteProject();
  return (
    <ConfirmDeleteDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete project"
      description="Are you sure you want to delete this project?"
      busy={remove.isPending}
      onConfirm={async () => {
        if (!project) return;
        try {
          const answer = await remove.mutateAsync(project.id);
          void notifySuccess(answer?.message || 'Project deleted successfully!');
        } catch {
          // Toasted by the query client.
        }
        onClose();
      }}
    />
  );
}
