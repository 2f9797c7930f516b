import type { Project } from '@portal/contract';
import { ClipboardList, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ProjectStatusBadge } from '@/components/project-status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAssignedProjects } from '../api/get-assigned-projects';

const columns: DataColumn<Project>[] = [
  {
    label: 'Project Name',
    cell: (project) => (
      <Link to={`/editor/project/${project.id}`} className="font-medium break-words hover:underline">
        {project.projectName}
      </Link>
    ),
    className: 'whitespace-normal',
  },
  { label: 'Status', cell: (project) => <ProjectStatusBadge status={project.projectStatus} /> },
];

/** /editor: the editor's task list; `more` lists other work below it (revision requests on completed projects). */
export function EditorTasksScreen({ more }: { more?: ReactNode } = {}) {
  const projects = useAssignedProjects();
  const rows = projects.data?.data;

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">Editor Dashboard</p>
        <PageHeader title="Your Tasks" description="Projects assigned to you that are still being worked on." />
      </div>

      <Card className="gap-0 py-0">
        {projects.isError && !rows ? (
          <EmptyState
            icon={ClipboardList}
            title="Failed to load assigned projects."
            action={
              <Button variant="outline" onClick={() => void projects.refetch()}>
                Try again
              </Button>
            }
          />
        ) : rows?.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No Projects Assigned" description="You don't have any projects assigned to you yet." />
        ) : (
          <DataTable
            label="Your tasks"
            columns={columns}
            rows={rows}
            loading={projects.isLoading}
            loadingLabel="Loading your tasks..."
            empty={null}
            rowKey={(project) => project.id}
            actionsLabel="Action"
            actions={(project) => (
              <Button variant="outline" size="sm" asChild>
                <Link to={`/editor/project/${project.id}/files`} aria-label={`Files of ${project.projectName}`}>
                  <FolderOpen aria-hidden />
                  Files
                </Link>
              </Button>
            )}
          />
        )}
      </Card>
      {more}
    </section>
  );
}
