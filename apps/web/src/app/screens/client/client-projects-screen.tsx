import type { Project } from '@portal/contract';
import { CalendarPlus, Eye, FolderKanban, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '@/features/projects/api/get-projects';
import { ClientStatusBadge } from '@/features/client/components/client-status-badge';
import { PageTitle } from '@/components/page-title';
import { useSchedulingSettings } from '@/lib/scheduling-settings';

const columnsIn = (timeZone: string): DataColumn<Project>[] => [
  {
    label: 'Project Name',
    cell: (project) => (
      <>
        <Link to={`/client/project/${project.id}`} className="block font-medium break-words hover:underline">
          {project.projectName}
        </Link>
        <span className="text-xs text-muted-foreground tabular-nums">#{project.id}</span>
      </>
    ),
    className: 'w-full min-w-32 whitespace-normal',
  },
  {
    label: 'Status',
    cell: (project) => (
      <div className="flex flex-col items-start gap-1">
        <ClientStatusBadge project={project} timeZone={timeZone} className="md:whitespace-nowrap" />
      </div>
    ),
    className: 'whitespace-normal',
  },
];

/** /client/projects, "My Projects": the server lists only the signed-in client's company's projects. */
export function ClientProjectsScreen() {
  const projects = useProjects({});
  const rows = projects.data?.data ?? [];
  const { timeZone } = useSchedulingSettings();
  const columns = columnsIn(timeZone);

  return (
    <section className="flex flex-col gap-6">
      <PageTitle>My Projects</PageTitle>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">My Projects</h1>
        {projects.data && (
          <Badge variant="secondary" className="tabular-nums">
            {rows.length} Project(s)
          </Badge>
        )}
        <Button asChild className="sm:ml-auto">
          <Link to="/client/book">
            <CalendarPlus aria-hidden />
            Book a Shoot
          </Link>
        </Button>
      </header>
      <Card className="gap-0 overflow-hidden py-0">
        {projects.isPending ? (
          <div role="status" aria-label="Loading projects" className="flex justify-center py-16">
            <Spinner className="size-8" />
          </div>
        ) : projects.isError && !projects.data ? (
          <EmptyState icon={FolderKanban} title="Error loading projects" description="Could not fetch project data." />
        ) : rows.length === 0 ? (
          <EmptyState icon={FolderKanban} title="No Projects Found" description="You don't have any projects assigned yet." />
        ) : (
          <DataTable
            label="My Projects"
            columns={columns}
            rows={rows}
            loading={false}
            loadingLabel="Loading projects"
            empty={null}
            rowKey={(project) => project.id}
            actions={(project) => (
              <div className="flex justify-end gap-2">
                <Button variant="outline" size="sm" asChild>
                  <Link to={`/client/project/${project.id}`} aria-label={`View Project ${project.projectName}`}>
                    <Eye aria-hidden />
                    <span className="hidden sm:inline">View Project</span>
                  </Link>
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <Link to={`/client/project/${project.id}/files`} aria-label={`Files of ${project.projectName}`}>
                    <FolderOpen aria-hidden />
                    <span className="hidden sm:inline">Files</span>
                  </Link>
                </Button>
              </div>
            )}
          />
        )}
      </Card>
    </section>
  );
}
