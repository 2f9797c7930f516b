import type { Project } from '@portal/contract';
import { Eye, FolderKanban, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { ProjectStatusBadge } from '@/components/project-status-badge';

export interface ProjectsTableProps {
  projects: Project[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

/** Start – end, stacked so the column stays narrow; a missing side is said in words. */
function Timeline({ project }: { project: Project }) {
  const { start_date: start, end_date: end } = project;
  if (!start && !end) return <span>Not scheduled</span>;
  if (!end) return <span>From {formatDate(start)}</span>;
  if (!start) return <span>Until {formatDate(end)}</span>;
  return (
    <span className="inline-flex flex-col">
      <span>{formatDate(start)} –</span>
      <span>{formatDate(end)}</span>
    </span>
  );
}

const columns: DataColumn<Project>[] = [
  {
    label: 'Project',
    cell: (project) => (
      <>
        <Link to={`/project/${project.id}`} className="font-medium break-words hover:underline">
          {project.projectName}
        </Link>
        {project.description && (
          <p className="line-clamp-1 text-xs break-all text-muted-foreground" title={project.description}>
            {project.description}
          </p>
        )}
      </>
    ),
    className: 'max-w-72 min-w-44 whitespace-normal',
  },
  { label: 'Client', cell: (project) => project.client_name || project.company.companyName, className: 'max-w-44 whitespace-normal' },
  { label: 'Status', cell: (project) => <ProjectStatusBadge status={project.projectStatus} /> },
  { label: 'Budget', cell: (project) => <span className="tabular-nums">{project.budget === null ? '—' : <Money amount={project.budget} />}</span> },
  {
    label: 'Timeline',
    cell: (project) => (
      <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
        <Timeline project={project} />
      </span>
    ),
  },
  { label: 'Created', cell: (project) => <span className="tabular-nums">{formatDate(project.created_at)}</span>, secondary: true },
];

function ProjectActions({ project, onEdit, onDelete }: { project: Project; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" asChild>
        <Link to={`/project/${project.id}`} aria-label={`View ${project.projectName}`} title="View project">
          <Eye aria-hidden />
        </Link>
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${project.projectName}`} title="Edit project" onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${project.projectName}`} title="Delete project" className="text-destructive hover:text-destructive" onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

export function ProjectsTable({ projects, isLoading, isError, isFiltered, onEdit, onDelete }: ProjectsTableProps) {
  if (isError) return <EmptyState icon={FolderKanban} title="Error loading projects" description="Could not fetch project data." />;
  return (
    <DataTable
      label="Projects"
      columns={columns}
      rows={projects}
      loading={isLoading}
      loadingLabel="Loading projects..."
      empty={<EmptyState icon={FolderKanban} title="No projects found" description={isFiltered ? 'No projects match your filters.' : 'No projects have been created yet.'} />}
      rowKey={(project) => project.id}
      actions={(project) => <ProjectActions project={project} onEdit={() => onEdit(project)} onDelete={() => onDelete(project)} />}
    />
  );
}
