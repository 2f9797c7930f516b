import type { Project } from '@portal/contract';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { useInvoice } from '@/lib/shared-queries';
import { projectDeleteText } from '@/lib/delete-texts';
import { notifySuccess } from '@/lib/notify';
import { useDeleteProject } from '../api/delete-project';

/** Names the project and what goes with it; a failure toasts 'Failed to delete project.' through the query client. */
export function DeleteProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const remove = useDeleteProject();
  // The invoice's number is not in the list row; read it while the question is open.
  const invoice = useInvoice(project?.invoice_id);
  return (
    <ConfirmDeleteDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete project"
      description={project ? projectDeleteText(project, invoice.data?.invoiceNumber).description : ''}
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
