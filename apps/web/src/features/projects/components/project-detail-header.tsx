import type { Project } from '@portal/contract';
import { FolderOpen, Receipt, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { ProjectStatusBadge } from '@/components/project-status-badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { AssignEditorDialog } from './assign-editor-dialog';
import { StatusDropdown } from './status-dropdown';
import { PageTitle } from '@/components/page-title';

function IconLink({ to, label, icon: Icon }: { to: string; label: string; icon: typeof FolderOpen }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" asChild>
          <Link to={to} aria-label={label}>
            <Icon aria-hidden />
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Name, number and badges of the project, with its actions. */
export function ProjectDetailHeader({ project }: { project: Project }) {
  const paid = project.invoice === 'paid' || project.invoice_status === 'paid';
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <PageTitle>{project.projectName}</PageTitle>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{project.projectName}</h1>
          <span className="text-sm text-muted-foreground tabular-nums">#{project.id}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.projectStatus} />
          <Badge variant="outline" aria-label={project.assignedTo ? `Editor: ${project.assignedTo.username}` : 'No editor assigned'}>
            <UserRound aria-hidden />
            {project.assignedTo ? project.assignedTo.username : 'Unassigned'}
          </Badge>
          <StatusBadge status={paid ? 'Paid' : 'Not Paid'} aria-label={`Invoice: ${paid ? 'Paid' : 'Not Paid'}`} />
        </div>
      </div>
      <TooltipProvider>
        <div className="flex flex-wrap items-center gap-2">
          <IconLink to={`/project/${project.id}/files`} label="Manage Files" icon={FolderOpen} />
          <IconLink to={project.invoice_id ? `/invoices?invoice=${project.invoice_id}` : '/invoices'} label="View Invoice" icon={Receipt} />
          <AssignEditorDialog project={project} />
          <StatusDropdown project={project} />
        </div>
      </TooltipProvider>
    </header>
  );
}
