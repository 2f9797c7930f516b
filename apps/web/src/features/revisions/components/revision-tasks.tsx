import type { RevisionRequest } from '@portal/contract';
import { MessageSquareWarning, PencilRuler } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useRevisions } from '../api/list-revisions';
import { fixedSummary, revisionStatusLabel, revisionStatusTone, roundTitle } from '../revision-labels';

const columns: DataColumn<RevisionRequest>[] = [
  {
    label: 'Project Name',
    cell: (request) => (
      <Link to={`/editor/revision/${request.id}`} className="font-medium break-words hover:underline">
        {request.project_name}
      </Link>
    ),
    className: 'whitespace-normal',
  },
  { label: 'Round', cell: (request) => roundTitle(request.round) },
  { label: 'Notes', cell: (request) => fixedSummary(request.fixed_count, request.item_count), secondary: true },
  { label: 'Requested', cell: (request) => formatDate(request.created_at), secondary: true },
  {
    label: 'Status',
    cell: (request) => (
      <Badge variant={revisionStatusTone[request.status]} data-tone={revisionStatusTone[request.status]}>
        {revisionStatusLabel[request.status]}
      </Badge>
    ),
  },
];

/**
 * The editor's revision tasks: requests assigned to them that are not done, on projects already
 * completed (so they are not in the project list above). The server scopes the list.
 */
export function RevisionTasks() {
  const revisions = useRevisions();
  const rows = revisions.data?.filter((request) => request.status !== 'done');
  return (
    <section aria-labelledby="revision-tasks-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="revision-tasks-title" className="text-lg font-semibold">
          Revision requests
        </h2>
        <p className="text-sm text-muted-foreground">Notes clients pinned on photos of completed projects.</p>
      </div>
      <Card className="gap-0 py-0">
        {revisions.isError && !rows ? (
          <EmptyState
            icon={MessageSquareWarning}
            title="Failed to load revision requests"
            action={
              <Button variant="outline" onClick={() => void revisions.refetch()}>
                Try again
              </Button>
            }
          />
        ) : rows?.length === 0 ? (
          <EmptyState icon={PencilRuler} title="No revision requests" description="Nothing to fix right now." />
        ) : (
          <DataTable
            label="Revision requests"
            columns={columns}
            rows={rows}
            loading={revisions.isLoading}
            loadingLabel="Loading revision requests..."
            empty={null}
            rowKey={(request) => request.id}
            actionsLabel="Action"
            actions={(request) => (
              <Button variant="outline" size="sm" asChild>
                <Link to={`/editor/revision/${request.id}`} aria-label={`Open round ${request.round} of ${request.project_name}`}>
                  <PencilRuler aria-hidden />
                  Open
                </Link>
              </Button>
            )}
          />
        )}
      </Card>
    </section>
  );
}
