import type { Project } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Heart, Hourglass, Info, Lock, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { fileKeys } from '@/features/files/api/list-files';
import { FileManager } from '@/features/files/components/file-manager';
import { useProject } from '@/features/projects/api/get-project';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { fileTier, isInvoicePaid } from '@/features/client/project-state';
import { PageTitle } from '@/components/page-title';
import { invoiceKeys } from '@/lib/shared-queries';
import { useClientRevisions } from '@/features/revisions/components/client-revisions';
import { PayInvoiceButton, usePayInvoice } from './pay-invoice';

/** After paying, how often the page looks whether the payment has been recorded, and for how long. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_WAIT_MS = 120_000;

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

function PaymentBanner({ pay }: { pay: ReactNode }) {
  return (
    <div role="note" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
      <Lock aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">Download access is restricted until invoice payment is completed.</p>
      {pay}
    </div>
  );
}

type PaymentReturn = 'confirming' | 'slow' | 'received' | 'received-before-ready' | 'cancelled';

/** What the page says on coming back from the payment page: waiting for the payment, received, or cancelled. */
function PaymentNotice({ state }: { state: PaymentReturn }) {
  const looks = {
    confirming: { icon: <Spinner className="size-4 shrink-0" />, tone: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100', text: 'Confirming your payment… your photos unlock as soon as it is recorded.' },
    slow: { icon: <Info aria-hidden className="size-4 shrink-0" />, tone: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100', text: 'Your payment is still being confirmed. It may take a minute: refresh the page to check again.' },
    received: { icon: <CircleCheck aria-hidden className="size-4 shrink-0" />, tone: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100', text: 'Payment received — your photos are unlocked' },
    'received-before-ready': { icon: <CircleCheck aria-hidden className="size-4 shrink-0" />, tone: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100', text: 'Payment received — your photos can be downloaded as soon as editing is complete' },
    cancelled: { icon: <Info aria-hidden className="size-4 shrink-0" />, tone: 'border-border bg-muted/50 text-foreground', text: 'Payment cancelled — nothing was charged. You can pay the invoice whenever you are ready.' },
  }[state];
  return (
    <div role="status" className={`flex items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium ${looks.tone}`}>
      {looks.icon}
      <p>{looks.text}</p>
    </div>
  );
}

/**
 * Back from the payment page (`?payment=success`), the project is read again every 2 s until its
 * invoice is paid (the provider's webhook usually lands within seconds), for 2 minutes at most;
 * then the gallery unlocks in place. `?payment=cancelled` only says so.
 */
function usePaymentReturn(projectId: number, paid: boolean | undefined, ready: boolean): PaymentReturn | undefined {
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  const returning = outcome === 'success';
  const [gaveUp, setGaveUp] = useState(false);
  const queryClient = useQueryClient();
  const waiting = returning && paid === false && !gaveUp;
  useProject(projectId, { refetchInterval: waiting ? PAYMENT_POLL_MS : false });

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => setGaveUp(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returning]);

  // Paid: the listing answers downloads now, and the invoice reads paid.
  useEffect(() => {
    if (!returning || !paid) return;
    void queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [returning, paid, projectId, queryClient]);

  if (outcome === 'cancelled') return paid ? undefined : 'cancelled';
  if (!returning || paid === undefined) return undefined;
  if (paid) return ready ? 'received' : 'received-before-ready';
  return gaveUp ? 'slow' : 'confirming';
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
  const paymentReturn = usePaymentReturn(id, data && isInvoicePaid(data), data !== undefined && fileTier(data) !== 'none');
  // While a payment is being confirmed, a second one is not offered.
  const payable = data?.invoice_id && paymentReturn !== 'confirming' ? data.invoice_id : undefined;
  const pay = usePayInvoice(payable);
  // A completed project, paid or not: the client may pin notes on its photos and follow each round.
  const revisions = useClientRevisions(id, { enabled: validId && data !== undefined && fileTier(data) !== 'none' });

  let body;
  if (notFound) body = <EmptyState icon={SearchX} title="Project Not Found" description="This project doesn't exist or isn't one of yours." />;
  else if (project.isError && !data) body = <EmptyState icon={SearchX} title="Error loading project" description="Could not fetch project details." />;
  else if (!data) body = <Skeleton className="h-96" />;
  else if (fileTier(data) === 'none') body = <FilesBeingEdited />;
  else
    body = (
      <>
        {fileTier(data) === 'proofs' && <PaymentBanner pay={payable && <PayInvoiceButton invoiceId={payable} size="sm" />} />}
        {revisions.tray}
        <FileManager projectId={id} client onPayInvoice={payable ? pay.pay : undefined} renderPreviewStage={revisions.renderStage} />
        {revisions.rounds}
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
      {paymentReturn && <PaymentNotice state={paymentReturn} />}
      {body}
      {pay.dialog}
    </section>
  );
}
