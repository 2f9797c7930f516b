import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { ShootBrief } from '@/components/shoot-brief';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FileManager } from '@/features/files/components/file-manager';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { projectQueryOptions } from '@/lib/shared-queries';

function BackToShoots() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/photographer">
        <ArrowLeft aria-hidden />
        Back to My Shoots
      </Link>
    </Button>
  );
}

/**
 * /photographer/shoot/:id: the brief of a shoot the photographer is booked for (when, where, access,
 * contact, services) and its files, which they upload to until the shoot is completed, like an editor.
 */
export function PhotographerShootScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({ ...projectQueryOptions(id), enabled: valid, retry: false });
  const { timeZone } = useSchedulingSettings();
  // The server answers 404 for a shoot that is not theirs, and 403 once it is completed.
  const gone = !valid || (project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 403));
  const failed = project.isError && !project.data && !gone && !isSessionExpiredError(project.error);

  if (gone) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>Shoot Not Found</PageTitle>
        <BackToShoots />
        <EmptyState icon={SearchX} title="Shoot Not Found" description="This shoot isn't one of yours, or it has been completed." />
      </section>
    );
  }
  const data = project.data;
  return (
    <section className="flex flex-col gap-6">
      <BackToShoots />
      {failed ? (
        <ErrorState title="Error loading the shoot" error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />
      ) : !data ? (
        <div role="status" aria-label="Loading the shoot" className="flex flex-col gap-4">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <>
          <PageTitle>{data.projectName}</PageTitle>
          <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{data.projectName}</h1>
            <span className="text-sm text-muted-foreground tabular-nums">#{data.id}</span>
          </header>
          <ShootBrief project={data} timeZone={timeZone} />
          <section aria-labelledby="shoot-files-title" className="flex flex-col gap-3">
            <h2 id="shoot-files-title" className="text-lg font-semibold">
              Files
            </h2>
            <FileManager projectId={data.id} />
          </section>
        </>
      )}
    </section>
  );
}
