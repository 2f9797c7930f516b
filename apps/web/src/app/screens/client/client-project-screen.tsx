import type { Project } from '@portal/contract';
import { ArrowLeft, FolderOpen, Heart, Hourglass, Info, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { InfoCard } from '@/components/info-card';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectFacts } from '@/components/project-facts';
import { CategoryCard, ServiceCard } from '@/components/project-info-cards';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { clientStage, clientStageLabels, fileTier, isInvoicePaid } from '@/features/client/project-state';
import { ClientStatusBadge } from '@/features/client/components/client-status-badge';
import { ClientInvoiceCard } from './client-invoice-card';
import { PageTitle } from '@/components/page-title';
import { StudioContactCard, StudioContactLines } from './studio-contact-card';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderStepper } from '@/features/orders/components/order-stepper';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { ClientListingSection } from '@/features/listing/components/client-listing-card';

const zipAccess = { none: 'hidden', proofs: 'locked', all: 'open' } as const;

function BackToDashboard() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/client/dashboard">
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ProjectFilesCard({ project }: { project: Project }) {
  const tier = fileTier(project);
  return (
    <Card className="gap-4 md:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FolderOpen className="size-4 text-muted-foreground" aria-hidden />
          <h2>Project Files</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {tier !== 'none' ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span>{plural(project.file_count, 'file')}</span>
            <span className="flex items-center gap-1.5 text-rose-600 dark:text-rose-400" aria-label={`${plural(project.favourite_count, 'favourite')}`}>
              <Heart aria-hidden className="size-4 fill-current" />
              {plural(project.favourite_count, 'favourite')}
            </span>
            {tier === 'proofs' && <span className="text-amber-700 dark:text-amber-400">Invoice payment required to download files</span>}
          </div>
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0" />
            {clientStage(project) === 'editing' ? 'Your photos are being edited. They will be ready for review once editing is complete.' : `${clientStageLabels[clientStage(project)]}.`}
          </p>
        )}
        <Button asChild className="w-full sm:w-auto">
          <Link to={`/client/project/${project.id}/files`}>
            <FolderOpen aria-hidden />
            View Files
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Where the order stands (Requested → … → Delivered), and Cancel / Reschedule until the cut-off. */
function OrderCard({ project }: { project: Project }) {
  const { timeZone, cancelCutoffHours } = useSchedulingSettings();
  return (
    <Card className="gap-4 md:col-span-2" role="region" aria-labelledby="order-progress-title">
      <CardHeader>
        <CardTitle className="text-base">
          <h2 id="order-progress-title">Your order</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <OrderStepper project={project} timeZone={timeZone} />
        <OrderActions project={project} timeZone={timeZone} cutoffHours={cancelCutoffHours} contact={<StudioContactLines />} />
      </CardContent>
    </Card>
  );
}

function ClientProjectDetail({ project }: { project: Project }) {
  const { services, category } = project;
  const paid = isInvoicePaid(project);
  return (
    <>
      <PageTitle>{`${project.projectName}`}</PageTitle>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{project.projectName}</h1>
          <span className="text-sm text-muted-foreground tabular-nums">#{project.id}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <ClientStatusBadge project={project} />
          <StatusBadge status={paid ? 'Paid' : 'Not Paid'} aria-label={`Invoice: ${paid ? 'Paid' : 'Not Paid'}`} />
          <span>Created {formatDate(project.created_at)}</span>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        {project.order && <OrderCard project={project} />}
        <ProjectFilesCard project={project} />
        <ClientListingSection projectId={project.id} downloads={zipAccess[fileTier(project)]} />
        <InfoCard title="Your shoot" icon={Info}>
          <ProjectFacts project={project} />
        </InfoCard>
        <StudioContactCard />
        <ServiceCard services={services} />
        <CategoryCard category={category} />
        <ClientInvoiceCard invoiceId={project.invoice_id} />
      </div>
    </>
  );
}

/** /client/project/:id: a client's look at one of their projects. */
export function ClientProjectScreen() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const project = useProject(id);
  // The server answers 404 for another company's project too.
  const notFound = !validId || (project.error instanceof ApiError && project.error.status === 404);
  const failed = project.isError && !project.data && !notFound && !isSessionExpiredError(project.error);

  return (
    <section className="flex flex-col gap-6">
      <BackToDashboard />
      {notFound ? (
        <>
          <PageTitle>Project Not Found</PageTitle>
          <EmptyState icon={SearchX} title="Project Not Found" description="This project doesn't exist or isn't one of yours." />
        </>
      ) : failed ? (
        <>
          <PageTitle>Project could not be loaded</PageTitle>
          <ErrorState title="Error loading project: Could not fetch project details." error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />
        </>
      ) : project.data ? (
        <ClientProjectDetail project={project.data} />
      ) : (
        <div className="flex flex-col gap-4" role="status" aria-label="Loading project">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-36" />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
