import { ClipboardList, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { TableLoadingRow } from '@/components/table-message-row';
import { ProjectStatusBadge } from '@/features/projects/components/project-status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAssignedProjects } from '../api/get-assigned-projects';

const columns = ['Project Name', 'Status', 'Action'];

/** /editor: the editor's task list (spec section 2, 'Editor screens'). */
export function EditorTasksScreen() {
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
          <Table>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column} className={column === 'Action' ? 'text-right' : undefined}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {projects.isLoading ? (
                <TableLoadingRow colSpan={columns.length} label="Loading your tasks..." />
              ) : (
                rows?.map((project) => (
                  <TableRow key={project.id}>
                    <TableCell className="font-medium whitespace-normal">
                      <Link to={`/editor/project/${project.id}`} className="hover:underline">
                        {project.projectName}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <ProjectStatusBadge status={project.projectStatus} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Button variant="outline" size="sm" asChild>
                        <Link to={`/editor/project/${project.id}/files`} aria-label={`Files of ${project.projectName}`}>
                          <FolderOpen aria-hidden />
                          Files
                        </Link>
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </Card>
    </section>
  );
}
