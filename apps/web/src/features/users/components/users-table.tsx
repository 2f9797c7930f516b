import type { User } from '@portal/contract';
import { Users } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { RoleBadge } from '@/components/role-badge';
import { BreakableEmail } from '@/components/email-link';

export interface UsersTableProps {
  rows: User[] | undefined;
  loading: boolean;
  /** Whether the signed-in account may change this row; the others show locked. */
  canManage: (row: User) => boolean;
  onEdit: (row: User) => void;
  onDelete: (row: User) => void;
}

const columns: DataColumn<User>[] = [
  {
    label: 'User',
    cell: (row) => (
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase">
          {(row.username || row.email).charAt(0)}
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{row.username}</span>
          {row.company_name && <span className="text-xs text-muted-foreground">{row.company_name}</span>}
        </div>
      </div>
    ),
    className: 'min-w-44 whitespace-normal',
  },
  {
    label: 'Email',
    cell: (row) => (
      <a href={`mailto:${row.email}`} className="whitespace-normal [overflow-wrap:anywhere] hover:underline">
        <BreakableEmail email={row.email} />
      </a>
    ),
    className: 'max-w-72',
  },
  { label: 'Role', cell: (row) => <RoleBadge role={row.role_name} /> },
  { label: 'User ID', cell: (row) => <span className="text-muted-foreground tabular-nums">#{row.id}</span> },
];

export function UsersTable({ rows, loading, canManage, onEdit, onDelete }: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading users..."
      empty={<EmptyState icon={Users} title="No users found" />}
      rowKey={(row) => row.id}
      actions={(row) => <RowActions name={row.username} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} disabled={!canManage(row)} />}
    />
  );
}
