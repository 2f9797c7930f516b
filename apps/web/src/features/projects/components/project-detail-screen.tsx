import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { useProject } from '../api/get-project';
import { ProjectDetailHeader } from './project-detail-header';
import { ProjectInfoCards } from '@/components/project-info-cards';
import { ProjectTimeline } from './project-timeline';
import { PageTitle } from '@/components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

function BackToProjects() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/projects">
        <ArrowLeft aria-hidden />
        Back to Projects
      </Link>
    </Button>
  );
}

function ProjectDetails({ projectId, children }: { projectId: number; children: ReactNode }) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
      {children}
      <ProjectTimeline projectId={projectId} />
    </div>
  );
}

/** /project/:id: the admin project detail; with `listing`, its Details and Listing tabs (?tab=listing); `more` is shown under the details (the revision rounds). */
export function ProjectDetailScreen({ listing, more }: { listing?: (projectId: number) => ReactNode; more?: (projectId: number) => ReactNode } = {}) {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const tab = listing && search.get('tab') === 'listing' ? 'listing' : 'details';
  const openTab = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'listing') next.set('tab', 'listing');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const validId = Number.isInteger(id) && id > 0;
  const project = useProject(id);
  const notFound = !validId || (project.error instanceof ApiError && project.error.status === 404);
  // Any other failure stays on the page with Retry: the list is not what the person asked for.
  const failed = project.isError && !project.data && !notFound && !isSessionExpiredError(project.error);

  if (notFound) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>Project Not Found</PageTitle>
        <EmptyState
          icon={SearchX}
          title="Project Not Found"
          description="The project you're looking for doesn't exist."
          action={
            <Button asChild>
              <Link to="/">
                <ArrowLeft aria-hidden />
                Back
              </Link>
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <BackToProjects />
      {failed ? (
        <>
          <PageTitle>Project could not be loaded</PageTitle>
          <ErrorState title="Failed to load project details." error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />
        </>
      ) : !project.data ? (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading project">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-40" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <ProjectDetailHeader project={project.data} />
          {listing ? (
            <Tabs value={tab} onValueChange={openTab} className="gap-4">
              <TabsList aria-label="Project sections">
                <TabsTrigger value="details">Details</TabsTrigger>
                <TabsTrigger value="listing">Listing</TabsTrigger>
              </TabsList>
              <TabsContent value="details" className="flex flex-col gap-6">
                <ProjectDetails projectId={project.data.id}>
                  <ProjectInfoCards project={project.data} showFavourites />
                </ProjectDetails>
                {more?.(project.data.id)}
              </TabsContent>
              <TabsContent value="listing">{listing(project.data.id)}</TabsContent>
            </Tabs>
          ) : (
            <>
              <ProjectDetails projectId={project.data.id}>
                <ProjectInfoCards project={project.data} showFavourites />
              </ProjectDetails>
              {more?.(project.data.id)}
            </>
          )}
        </>
      )}
    </section>
  );
}
