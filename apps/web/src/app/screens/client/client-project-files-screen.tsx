import type { Project } from '@portal/contract';
import { ArrowLeft, Heart, Hourglass, Lock, SearchX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FileManager } from '@/features/files/components/file-manager';
import { useProject } from '@/features/projects/api/get-project';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { fileTier } from '@/features/client/project-state';
import { PageTitle } from '@/components/page-title';

function FilesBeingEdited() {
  return (
    <Card>
      <EmptyState
        icon={Hourglass}
        title="Files are being edited"
        description="Your photos are currently being processed and edited. Files will be available for review once the editing is complete."
      />
    </Card>
  );
}

function PaymentBanner() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>Download access is restricted until invoice payment is completed.</p>
    </div>
  );
}

function SignedInAs() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{session.username || session.email}</span>
      <span className="capitalize"> · {session.type}</span>
      {session.roleName && <span className="capitalize"> · {session.roleName}</span>}
    </p>
  );
}

function FilesHeader({ id, project, loading }: { id: number; project: Project | undefined; loading: boolean }) {
  const tier = project && fileTier(project);
  const locked = tier === 'proofs';
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Badge variant="secondary">Files</Badge>
        {project ? (
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{project.projectName}</h1>
        ) : loading ? (
          <Skeleton className="h-8 w-64" aria-label="Loading project" />
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight">Project Files</h1>
        )}
        <span className="text-sm text-muted-foreground tabular-nums">#{id}</span>
        {project && tier !== 'none' && (
          <Badge variant="outline" className="text-rose-700 dark:text-rose-300" aria-label={`${project.favourite_count} favourites`}>
            <Heart aria-hidden className="fill-current" />
            {project.favourite_count} {project.favourite_count === 1 ? 'favourite' : 'favourites'}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <SignedInAs />
        {locked && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-400">
            <Lock aria-hidden className="size-3.5" />
            Invoice payment required to download files
          </p>
        )}
      </div>
    </header>
  );
}

/**
 * /client/project/:id/files: the client's photos (spec "Project files page"). Before completion
 * the editing notice; after it the view-only manager, greyed with the paywall until the invoice is paid.
 */
export function ClientProjectFilesScreen() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const project = useProject(id);
  const navigate = useNavigate();
  // History back, as the spec says; a page opened directly has no back, so go to the project.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(`/client/project/${id}`));
  const notFound = !validId || (project.error instanceof ApiError && project.error.status === 404);
  const data = project.data;

  let body;
  if (notFound) body = <EmptyState icon={SearchX} title="Project Not Found" description="This project doesn't exist or isn't one of yours." />;
  else if (project.isError && !data) body = <EmptyState icon={SearchX} title="Error loading project" description="Could not fetch project details." />;
  else if (!data) body = <Skeleton className="h-96" />;
  else if (fileTier(data) === 'none') body = <FilesBeingEdited />;
  else
    body = (
      <>
        {fileTier(data) === 'proofs' && <PaymentBanner />}
        <FileManager projectId={id} client />
      </>
    );

  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{data ? `${data.projectName} · Files` : 'Project Files'}</PageTitle>
      <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={back}>
        <ArrowLeft aria-hidden />
        Back to Project
      </Button>
      <FilesHeader id={id} project={data} loading={project.isPending && validId} />
      {body}
    </section>
  );
}
