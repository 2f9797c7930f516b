import { revisionStatuses, type RevisionRequest, type RevisionStatus } from '@portal/contract';
import { MessageSquareWarning } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { useRevisions } from '../api/list-revisions';
import { fixedSummary, revisionStatusLabel, revisionStatusTone, roundTitle } from '../revision-labels';

const columns: DataColumn<RevisionRequest>[] = [
  {
    label: 'Project',
    cell: (request) => (
      <Link to={`/project/${request.project_id}`} className="font-medium break-words hover:underline">
        {request.project_name}
      </Link>
    ),
    className: 'whitespace-normal',
  },
  { label: 'Round', cell: (request) => (
    <span className="flex items-center gap-2">
      {roundTitle(request.round)}
      {request.billable && <Badge variant="yellow">{request.invoiced ? 'Invoiced' : 'Billable'}</Badge>}
    </span>
  ) },
  { label: 'Notes', cell: (request) => fixedSummary(request.fixed_count, request.item_count), secondary: true },
  { label: 'Editor', cell: (request) => request.editor_name ?? 'Nobody', secondary: true },
  { label: 'Requested', cell: (request) => `${formatDate(request.created_at)} by ${request.requested_by}`, secondary: true },
  {
    label: 'Status',
    cell: (request) => (
      <Badge variant={revisionStatusTone[request.status]} data-tone={revisionStatusTone[request.status]}>
        {revisionStatusLabel[request.status]}
      </Badge>
    ),
  },
];

type Filter = 'active' | RevisionStatus | 'all';
const filters: Filter[] = ['active', ...revisionStatuses, 'all'];
const filterLabel: Record<Filter, string> = { active: 'Open and in progress', ...revisionStatusLabel, all: 'All' };

/** /revisions: every revision request, the open ones first (the filter lives in the URL). */
export function RevisionsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = (filters as string[]).includes(params.get('status') ?? '') ? (params.get('status') as Filter) : 'active';
  const revisions = useRevisions(filter === 'active' || filter === 'all' ? {} : { status: filter });
  const rows = filter === 'active' ? revisions.data?.filter((request) => request.status !== 'done') : revisions.data;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Revisions" description="Changes clients asked for on completed projects, and who is fixing them." />
      <Tabs
        value={filter}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === 'active') next.delete('status');
            else next.set('status', value);
            return next;
          }, { replace: true })
        }
      >
        <TabsList aria-label="Show" className="h-auto flex-wrap">
          {filters.map((value) => (
            <TabsTrigger key={value} value={value}>
              {filterLabel[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <Card className="gap-0 py-0">
        <DataTable
          label="Revision requests"
          columns={columns}
          rows={rows}
          loading={revisions.isLoading}
          loadingLabel="Loading revision requests..."
          empty={<EmptyState icon={MessageSquareWarning} title="No revision requests" description={filter === 'active' ? 'Nothing is waiting to be fixed.' : 'None match this filter.'} />}
          rowKey={(request) => request.id}
        />
      </Card>
    </section>
  );
}
