import type { RevisionRequest } from '@portal/contract';
import { ArrowLeft, CircleCheck, Play, SearchX, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useRevision } from '../api/get-revision';
import { useReplyToRevisionItem } from '../api/reply-to-revision-item';
import { useUpdateRevision } from '../api/update-revision';
import { useUpdateRevisionItem } from '../api/update-revision-item';
import { useUploadFileVersion } from '../api/upload-file-version';
import { fixedSummary, revisionStatusLabel, revisionStatusTone, roundTitle } from '../revision-labels';
import { bindActions, PinThread, type RequestPinActions } from './pin-thread';
import { photosOf, PinnedThumbnail } from './revision-rounds';

function BackToTasks() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/editor">
        <ArrowLeft aria-hidden />
        Back to Tasks
      </Link>
    </Button>
  );
}

/** One named photo: the current version with its pins, "Upload new version", and its notes to mark fixed. */
function RevisionPhoto({ request, photo, actions }: { request: RevisionRequest; photo: ReturnType<typeof photosOf>[number]; actions: RequestPinActions }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFileVersion();
  const version = photo.items[0]!.item.file_version;
  const headingId = `photo-${photo.fileId}`;
  return (
    <Card aria-labelledby={headingId} role="region" className="gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id={headingId} className="text-base font-semibold break-words">
            {photo.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {photo.folder ? `${photo.folder} · ` : ''}Version {version}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={`Choose the new version of ${photo.name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            upload.mutate(
              { projectId: request.project_id, fileId: photo.fileId, file },
              { onSuccess: (answer) => void notifySuccess('New version uploaded', `${photo.name} is now version ${answer.data.version ?? version + 1}.`) },
            );
          }}
        />
        <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()} aria-label={`Upload new version of ${photo.name}`}>
          <Upload aria-hidden />
          {upload.isPending ? 'Uploading...' : 'Upload new version'}
        </Button>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(16rem,2fr)]">
        <PinnedThumbnail photo={photo} size="lg" />
        <ul className="flex flex-col gap-2" aria-label={`Notes on ${photo.name}`}>
          {photo.items.map(({ item, number }) => (
            <PinThread key={item.id} item={item} number={number} {...bindActions(request, actions)} />
          ))}
        </ul>
      </div>
    </Card>
  );
}

/**
 * /editor/revision/:id: the photos a revision request names, each with its pins, "Mark fixed" per
 * note and "Upload new version" per photo; "Mark done" once every note is fixed. Access ends with it.
 */
export function EditorRevisionScreen() {
  const id = Number(useParams().id);
  const revision = useRevision(id);
  const update = useUpdateRevision();
  const updateItem = useUpdateRevisionItem();
  const reply = useReplyToRevisionItem();
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  const notFound = !(Number.isInteger(id) && id > 0) || (revision.error instanceof ApiError && (revision.error.status === 404 || revision.error.status === 403));
  const request = revision.data;

  if (notFound && !finished) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>Revision request not found</PageTitle>
        <BackToTasks />
        <EmptyState icon={SearchX} title="Revision request not found" description="It does not exist, is done, or is not assigned to you." />
      </section>
    );
  }

  const actions: RequestPinActions = {
    busy: updateItem.isPending,
    onMarkFixed: (current, item) => updateItem.mutate({ requestId: current.id, itemId: item.id, status: 'fixed' }),
    onReply: (current, item, text) => reply.mutateAsync({ requestId: current.id, itemId: item.id, text }),
  };
  const allFixed = request !== undefined && request.items.every((item) => item.status === 'fixed');
  const markDone = () =>
    update.mutate(
      { id, body: { status: 'done' } },
      {
        onSuccess: () => {
          setFinished(true);
          void notifySuccess('Revision request done', 'The client has been told.');
          navigate('/editor');
        },
      },
    );

  return (
    <section className="flex flex-col gap-6">
      <PageTitle>{request ? `${request.project_name} · ${roundTitle(request.round)}` : 'Revision request'}</PageTitle>
      <BackToTasks />
      {revision.isError && !request && !isSessionExpiredError(revision.error) ? (
        <ErrorState title="Failed to load the revision request." error={revision.error} onRetry={() => void revision.refetch()} retrying={revision.isFetching} />
      ) : !request ? (
        <div role="status" aria-label="Loading revision request" className="flex flex-col gap-4">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-80" />
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm font-medium text-muted-foreground">Revision request · {roundTitle(request.round)}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h1 className="text-2xl font-semibold tracking-tight break-words">{request.project_name}</h1>
                <Badge variant={revisionStatusTone[request.status]} data-tone={revisionStatusTone[request.status]}>
                  {revisionStatusLabel[request.status]}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {fixedSummary(request.fixed_count, request.item_count)} · asked by {request.requested_by} on {formatDate(request.created_at)}
              </p>
            </div>
            <div className="flex flex-col gap-1 sm:items-end">
              <div className="flex flex-wrap gap-2">
                {request.status === 'open' && (
                  <Button variant="outline" disabled={update.isPending} onClick={() => update.mutate({ id, body: { status: 'in_progress' } })}>
                    <Play aria-hidden />
                    Start work
                  </Button>
                )}
                {request.status !== 'done' && (
                  <Button disabled={!allFixed || update.isPending} onClick={markDone} aria-describedby={allFixed ? undefined : 'mark-done-hint'}>
                    <CircleCheck aria-hidden />
                    Mark done
                  </Button>
                )}
              </div>
              {!allFixed && request.status !== 'done' && (
                <p id="mark-done-hint" className="text-xs text-muted-foreground">
                  Mark every note fixed first.
                </p>
              )}
            </div>
          </header>
          {photosOf(request).map((photo) => (
            <RevisionPhoto key={photo.fileId} request={request} photo={photo} actions={actions} />
          ))}
        </>
      )}
    </section>
  );
}
