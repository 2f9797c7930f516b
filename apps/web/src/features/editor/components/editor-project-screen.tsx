import { ArrowLeft, FolderOpen, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { StatusBadge } from '@/components/ui/badge';
import { ProjectStatusBadge } from '@/components/project-status-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProjectInfoCards } from '@/components/project-info-cards';
import { useEditorProject } from '../api/use-editor-project';
import { PageTitle } from '@/components/page-title';

export function BackToTasks() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/editor">
        <ArrowLeft aria-hidden />
        Back to Tasks
      </Link>
    </Button>
  );
}

/** /editor/project/:id: an assigned project's details for its editor. */
export function EditorProjectScreen() {
  const id = Number(useParams().id);
  const { project, notFound, failed } = useEditorProject(id);

  if (notFound) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>Project Not Found</PageTitle>
        <EmptyState icon={SearchX} title="Project Not Found" description="The project you're looking for doesn't exist." action={<BackToTasks />} />
      </section>
    );
  }

  const data = project.data;
  const paid = data?.invoice === 'paid' || data?.invoice_status === 'paid';
  return (
    <section className="flex flex-col gap-6">
      <BackToTasks />
      {failed ? (
        <>
          <PageTitle>Project could not be loaded</PageTitle>
          <ErrorState title="Failed to load project details." error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />
        </>
      ) : !data ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading project">
          <Skeleton className="h-8 w-72" />
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-40" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <PageTitle>{`${data.projectName}`}</PageTitle>
            <div className="flex min-w-0 flex-col gap-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h1 className="text-2xl font-semibold tracking-tight break-words">{data.projectName}</h1>
                <span className="text-sm text-muted-foreground tabular-nums">#{data.id}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ProjectStatusBadge status={data.projectStatus} />
                <StatusBadge status={paid ? 'Paid' : 'Not Paid'} aria-label={`Invoice: ${paid ? 'Paid' : 'Not Paid'}`} />
              </div>
            </div>
            <Button asChild>
              <Link to={`/editor/project/${data.id}/files`}>
                <FolderOpen aria-hidden />
                Files
              </Link>
            </Button>
          </header>
          <ProjectInfoCards project={data} showServiceDescription />
        </>
      )}
    </section>
  );
}
