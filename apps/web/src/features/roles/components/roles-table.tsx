import type { User } from '@portal/contract';
import { Users } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { RoleBadge } from '@/components/role-badge';
import { formatDate } from '@/lib/format';
import { BreakableEmail } from '@/components/email-link';

const columns: DataColumn<User>[] = [
  { label: 'Name', cell: (row) => <span className="font-medium break-words">{row.username}</span>, className: 'min-w-32 whitespace-normal' },
  {
    label: 'Email',
    cell: (row) => (
      <a href={`mailto:${row.email}`} className="whitespace-normal [overflow-wrap:anywhere] hover:underline">
        <BreakableEmail email={row.email} />
      </a>
    ),
    className: 'max-w-64',
  },
  { label: 'Role', cell: (row) => <RoleBadge role={row.role_name} /> },
  { label: 'Company', cell: (row) => row.company_name ?? <span className="text-muted-foreground">—</span>, className: 'max-w-44 truncate' },
  { label: 'Status', cell: (row) => <Badge variant={row.is_active ? 'green' : 'grey'}>{row.is_active ? 'Active' : 'Inactive'}</Badge> },
  { label: 'Created Date', cell: (row) => <span className="tabular-nums">{formatDate(row.created_at)}</span>, secondary: true },
];

export interface RolesTableProps {
  rows: User[] | undefined;
  loading: boolean;
  onEdit: (row: User) => void;
  onDelete: (row: User) => void;
}

/** The admin shell's Role and User Management table: deactivated accounts stay listed, greyed. */
export function RolesTable({ rows, loading, onEdit, onDelete }: RolesTableProps) {
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading users..."
      empty={<EmptyState icon={Users} title="No users found" />}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.is_active ? undefined : 'text-muted-foreground')}
      // A deactivated account keeps its history; there is nothing left to edit or delete.
      actions={(row) => <RowActions name={row.username} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} disabled={!row.is_active} />}
    />
  );
}
