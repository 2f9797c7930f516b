import type { Category } from '@portal/contract';
import { Tags } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';

export function CategoriesTable({ rows, loading, searching, onEdit, onDelete }: { rows: Category[] | undefined; loading: boolean; searching: boolean; onEdit: (row: Category) => void; onDelete: (row: Category) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4">Category Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Created Date</TableHead>
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !rows && <TableLoadingRow colSpan={4} label="Loading categories..." />}
        {rows?.length === 0 && (
          <TableMessageRow colSpan={4}>
            <EmptyState icon={Tags} title="No categories found" description={searching ? 'Try adjusting your search' : 'No categories have been added yet.'} />
          </TableMessageRow>
        )}
        {rows?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="pl-4">
              <div className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Tags className="size-4" aria-hidden="true" />
                </span>
                <div className="flex flex-col">
                  <span className="font-medium">{row.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {row.project_count} {row.project_count === 1 ? 'project' : 'projects'}
                  </span>
                </div>
              </div>
            </TableCell>
            <TableCell className="max-w-md">
              <p className="truncate text-muted-foreground" title={row.description}>
                {row.description}
              </p>
            </TableCell>
            <TableCell className="tabular-nums">{formatDate(row.created_at)}</TableCell>
            <TableCell className="pr-4">
              <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
