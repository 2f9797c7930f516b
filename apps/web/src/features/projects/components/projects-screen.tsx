import type { Project } from '@portal/contract';
import { FolderCog, Plus, Tags } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useListParams } from '@/lib/use-list-params';
import { useProjects } from '../api/get-projects';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStats } from './project-stats';
import { isProjectStatus, projectStatuses, projectStatusLooks } from '@/lib/project-status';
import { ProjectsTable } from './projects-table';

export const PROJECTS_PAGE_SIZE = 10;

/** /projects: Project Management. */
export function ProjectsScreen() {
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(['status'] as const);
  const status = isProjectStatus(filters.status) ? filters.status : undefined;
  const projects = useProjects({ search: search || undefined, status, page, page_size: PROJECTS_PAGE_SIZE });

  // undefined: closed; null: Add Project; a project: Edit.
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const total = projects.data?.pagination?.total ?? projects.data?.data.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE));
  // A delete can empty the last page; step back to the new last one.
  useEffect(() => {
    if (projects.data && !projects.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [projects.data, projects.isPlaceholderData, page, pageCount, setPage]);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Project Management"
        description="Track shoots from booking to delivery, with their clients, budgets and timelines."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/project-categories">
                <Tags aria-hidden />
                Categories
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/project-services">
                <FolderCog aria-hidden />
                Services
              </Link>
            </Button>
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden />
              Add Project
            </Button>
          </>
        }
      />

      <ProjectStats stats={projects.data?.stats} />

      <Card className="gap-0 py-0">
        <CardContent className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput value={search} onSearch={setSearch} placeholder="Search by title, description or client..." label="Search projects" className="sm:max-w-sm" />
          <Select value={status ?? 'all'} onValueChange={(value) => setFilter('status', value)}>
            <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Status</SelectItem>
              {projectStatuses.map((value) => (
                <SelectItem key={value} value={value}>
                  {projectStatusLooks[value].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardContent>
        <ProjectsTable
          projects={projects.data?.data}
          isLoading={projects.isLoading}
          isError={projects.isError && !projects.data}
          isFiltered={Boolean(search || status)}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        {pageCount > 1 && (
          <div className="border-t p-3">
            <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
          </div>
        )}
      </Card>

      <ProjectFormDialog open={editing !== undefined} project={editing ?? null} onOpenChange={(open) => !open && setEditing(undefined)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
