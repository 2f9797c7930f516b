import type { Project } from '@portal/contract';
import { Eye, FolderKanban, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ProjectStatusBadge } from './project-status-badge';

export interface ProjectsTableProps {
  projects: Project[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

// Below 1280 px the Created column gives way, so the actions stay in view beside the sidebar.
const narrowHidden = 'hidden xl:table-cell';
const columns = ['Project', 'Client', 'Status', 'Budget', 'Timeline', 'Created', 'Actions'];

/** Start – end, stacked so the column stays narrow; a missing side is said in words. */
function Timeline({ project }: { project: Project }) {
  const { start_date: start, end_date: end } = project;
  if (!start && !end) return <span>Not scheduled</span>;
  if (!end) return <span>From {formatDate(start)}</span>;
  if (!start) return <span>Until {formatDate(end)}</span>;
  return (
    <span className="flex flex-col">
      <span>{formatDate(start)} –</span>
      <span>{formatDate(end)}</span>
    </span>
  );
}

export function ProjectsTable({ projects, isLoading, isError, isFiltered, onEdit, onDelete }: ProjectsTableProps) {
  if (!isLoading && (isError || projects?.length === 0)) {
    return isError ? (
      <EmptyState icon={FolderKanban} title="Error loading projects" description="Could not fetch project data." />
    ) : (
      <EmptyState
        icon={FolderKanban}
        title="No projects found"
        description={isFiltered ? 'No projects match your filters.' : 'No projects have been created yet.'}
      />
    );
  }

  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={cn(column === 'Actions' && 'text-right', column === 'Created' && narrowHidden)}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading || !projects
          ? Array.from({ length: 5 }, (_, row) => (
              <TableRow key={row}>
                {columns.map((column) => (
                  <TableCell key={column} className={column === 'Created' ? narrowHidden : undefined}>
                    <Skeleton className="h-5 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : projects.map((project) => (
              <TableRow key={project.id}>
                <TableCell className="max-w-72 min-w-44 whitespace-normal">
                  <Link to={`/project/${project.id}`} className="font-medium hover:underline">
                    {project.projectName}
                  </Link>
                  {project.description && <p className="truncate text-xs text-muted-foreground">{project.description}</p>}
                </TableCell>
                <TableCell>{project.client_name || project.company.companyName}</TableCell>
                <TableCell>
                  <ProjectStatusBadge status={project.projectStatus} />
                </TableCell>
                <TableCell className="tabular-nums">{project.budget === null ? '—' : formatMoney(project.budget, 'USD')}</TableCell>
                <TableCell className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
                  <Timeline project={project} />
                </TableCell>
                <TableCell className={cn('tabular-nums', narrowHidden)}>{formatDate(project.created_at)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="icon" asChild>
                      <Link to={`/project/${project.id}`} aria-label={`View ${project.projectName}`} title="View project">
                        <Eye aria-hidden />
                      </Link>
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${project.projectName}`} title="Edit project" onClick={() => onEdit(project)}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${project.projectName}`}
                      title="Delete project"
                      className="text-destructive hover:text-destructive"
                      onClick={() => onDelete(project)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
