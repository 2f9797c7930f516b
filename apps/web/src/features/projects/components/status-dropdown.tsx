import type { Project } from '@portal/contract';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProject } from '../api/update-project';
import { isProjectStatus, projectStatuses, projectStatusLooks } from '../project-status';

/** Update Status: any status directly (spec section 4), sent with the current editor id or null. */
export function StatusDropdown({ project }: { project: Project }) {
  const update = useUpdateProject('Failed to update project status.');

  const choose = async (status: string) => {
    if (!isProjectStatus(status) || status === project.projectStatus) return;
    try {
      await update.mutateAsync({ id: project.id, body: { projectStatus: status, assignedTo_id: project.assignedTo?.id ?? null } });
      void notifySuccess('Project status updated successfully!');
    } catch {
      // Toasted by the query client ('Failed to update project status.').
    }
  };

  return (
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
        <DropdownMenuRadioGroup value={project.projectStatus} onValueChange={(value) => void choose(value)}>
          {projectStatuses.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {projectStatusLooks[status].label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
