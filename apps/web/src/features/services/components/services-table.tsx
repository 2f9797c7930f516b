import type { Service } from '@portal/contract';
import { Camera } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { GstRateBadge } from './gst-rate-badge';

export function ServicesTable({ rows, loading, searching, onEdit, onDelete }: { rows: Service[] | undefined; loading: boolean; searching: boolean; onEdit: (row: Service) => void; onDelete: (row: Service) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4">Service Name</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead>GST Rate</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Created Date</TableHead>
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !rows && <TableLoadingRow colSpan={6} label="Loading services..." />}
        {rows?.length === 0 && (
          <TableMessageRow colSpan={6}>
            <EmptyState icon={Camera} title="No services found" description={searching ? 'Try adjusting your search' : 'No services have been added yet.'} />
          </TableMessageRow>
        )}
        {rows?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="pl-4">
              <div className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Camera className="size-4" aria-hidden="true" />
                </span>
                <div className="flex flex-col">
                  <span className="font-medium">{row.serviceName || row.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">ID: {row.id}</span>
                </div>
              </div>
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatMoney(row.price, 'USD')}</TableCell>
            <TableCell>
              <GstRateBadge rate={row.gstRate} />
            </TableCell>
            <TableCell className="max-w-xs">
              <p className="truncate text-muted-foreground" title={row.description}>
                {row.description}
              </p>
            </TableCell>
            <TableCell className="tabular-nums">{formatDate(row.created_at)}</TableCell>
            <TableCell className="pr-4">
              <RowActions name={row.serviceName || row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
