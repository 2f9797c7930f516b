import type { User } from '@portal/contract';
import { Users } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { RoleBadge } from '@/features/users/components/role-badge';
import { formatDate } from '@/lib/format';
import { BreakableEmail } from '@/components/email-link';

const columns = ['Name', 'Email', 'Role', 'Company', 'Status', 'Created Date'] as const;

export interface RolesTableProps {
  rows: User[] | undefined;
  loading: boolean;
  onEdit: (row: User) => void;
  onDelete: (row: User) => void;
}

/** The admin shell's Role and User Management table (spec section 2): deactivated accounts stay listed, greyed. */
export function RolesTable({ rows, loading, onEdit, onDelete }: RolesTableProps) {
  return (
    <DataTable columns={columns} rows={rows} loading={loading} loadingLabel="Loading users..." empty={<EmptyState icon={Users} title="No users found" />}>
      {(row) => (
        <TableRow key={row.id} className={row.is_active ? undefined : 'text-muted-foreground'}>
          <TableCell className="pl-4 font-medium">{row.username}</TableCell>
          <TableCell>
            <a href={`mailto:${row.email}`} className="whitespace-normal [overflow-wrap:anywhere] hover:underline">
              <BreakableEmail email={row.email} />
            </a>
          </TableCell>
          <TableCell>
            <RoleBadge role={row.role_name} />
          </TableCell>
          <TableCell>{row.company_name ?? <span className="text-muted-foreground">—</span>}</TableCell>
          <TableCell>
            <Badge variant={row.is_active ? 'green' : 'grey'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>
          </TableCell>
          <TableCell className="tabular-nums">{formatDate(row.created_at)}</TableCell>
          <TableCell className="pr-4">
            {/* A deactivated account keeps its history; there is nothing left to edit or delete. */}
            <RowActions name={row.username} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} disabled={!row.is_active} />
          </TableCell>
        </TableRow>
      )}
    </DataTable>
  );
}
