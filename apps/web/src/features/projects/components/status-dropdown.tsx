import type { Project, ProjectStatus } from '@portal/contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProject } from '../api/update-project';
import { completeShootConfirmation } from '../complete-shoot-confirmation';
import { isProjectStatus, projectStatuses, projectStatusLooks } from '@/lib/project-status';

/** Update Status: any status directly, sent with the current editor id or null; completing asks first, as it e-mails the client. */
export function StatusDropdown({ project }: { project: Project }) {
  const update = useUpdateProject('Failed to update project status.');
  const [completing, setCompleting] = useState(false);

  const apply = async (status: ProjectStatus) => {
    try {
      await update.mutateAsync({ id: project.id, body: { projectStatus: status, assignedTo_id: project.assignedTo?.id ?? null } });
      void notifySuccess('Project status updated successfully!');
    } catch {
      // Toasted by the query client ('Failed to update project status.').
    }
    setCompleting(false);
  };

  const choose = (status: string) => {
    if (!isProjectStatus(status) || status === project.projectStatus) return;
    if (status === 'completed') setCompleting(true);
    else void apply(status);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button disabled={update.isPending}>
            {update.isPending && <Spinner className="text-current" />}
            Update Status
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-44">
          <DropdownMenuLabel>Project status</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={project.projectStatus} onValueChange={choose}>
            {projectStatuses.map((status) => (
              <DropdownMenuRadioItem key={status} value={status}>
                {projectStatusLooks[status].label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        confirmation={completing ? completeShootConfirmation(project) : null}
        onCancel={() => setCompleting(false)}
        onConfirm={() => apply('completed')}
        busy={update.isPending}
      />
    </>
  );
}
