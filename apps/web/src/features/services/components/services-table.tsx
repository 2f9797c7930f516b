import type { Service } from '@portal/contract';
import { Camera } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { formatDuration } from '@/lib/zoned-time';
import { Badge } from '@/components/ui/badge';
import { GstRateBadge } from './gst-rate-badge';

const nameOf = (row: Service) => row.serviceName || row.name;

const columns: DataColumn<Service>[] = [
  {
    label: 'Service Name',
    cell: (row) => (
      <div className="flex items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Camera className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{nameOf(row)}</span>
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted-foreground tabular-nums">ID: {row.id}</span>
            {row.is_addon && <Badge variant="outline">Add-on</Badge>}
            {!row.is_active && <Badge variant="grey" title="Not offered to clients when they book">Inactive</Badge>}
          </span>
        </div>
      </div>
    ),
    className: 'min-w-44 whitespace-normal',
  },
  { label: 'Price', cell: (row) => <span className="font-medium tabular-nums"><Money amount={row.price} /></span>, className: 'text-right' },
  { label: 'GST Rate', cell: (row) => <GstRateBadge rate={row.gstRate} /> },
  { label: 'Duration', cell: (row) => <span className="tabular-nums">{row.duration_minutes ? formatDuration(row.duration_minutes) : '—'}</span> },
  {
    label: 'Description',
    cell: (row) => (
      <p className="line-clamp-2 whitespace-normal text-muted-foreground" title={row.description}>
        {row.description}
      </p>
    ),
    className: 'min-w-40 max-w-xs',
  },
  { label: 'Created Date', cell: (row) => <span className="tabular-nums">{formatDate(row.created_at)}</span>, secondary: true },
];

export function ServicesTable({ rows, loading, searching, onEdit, onDelete }: { rows: Service[] | undefined; loading: boolean; searching: boolean; onEdit: (row: Service) => void; onDelete: (row: Service) => void }) {
  return (
    <DataTable
      label="Services"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading services..."
      empty={<EmptyState icon={Camera} title="No services found" description={searching ? 'Try adjusting your search' : 'No services have been added yet.'} />}
      rowKey={(row) => row.id}
      actions={(row) => <RowActions name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />}
    />
  );
}
