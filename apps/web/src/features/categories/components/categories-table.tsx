import type { Category } from '@portal/contract';
import { Tags } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { formatDate } from '@/lib/format';

const columns: DataColumn<Category>[] = [
  {
    label: 'Category Name',
    cell: (row) => (
      <div className="flex items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Tags className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{row.name}</span>
          <span className="text-xs text-muted-foreground">
            {row.project_count} {row.project_count === 1 ? 'project' : 'projects'}
          </span>
        </div>
      </div>
    ),
    className: 'min-w-44 whitespace-normal',
  },
  {
    label: 'Description',
    cell: (row) => (
      <p className="line-clamp-2 whitespace-normal text-muted-foreground" title={row.description}>
        {row.description}
      </p>
    ),
    className: 'max-w-md',
  },
  { label: 'Created Date', cell: (row) => <span className="tabular-nums">{formatDate(row.created_at)}</span> },
];

export function CategoriesTable({ rows, loading, searching, onEdit, onDelete }: { rows: Category[] | undefined; loading: boolean; searching: boolean; onEdit: (row: Category) => void; onDelete: (row: Category) => void }) {
  return (
    <DataTable
      label="Categories"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading categories..."
      empty={<EmptyState icon={Tags} title="No categories found" description={searching ? 'Try adjusting your search' : 'No categories have been added yet.'} />}
      rowKey={(row) => row.id}
      actions={(row) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />}
    />
  );
}
