import type { User } from '@portal/contract';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RoleBadge } from './role-badge';
import { BreakableEmail } from '@/components/email-link';

export interface UsersTableProps {
  rows: User[] | undefined;
  loading: boolean;
  /** Whether the signed-in account may change this row; the others show locked. */
  canManage: (row: User) => boolean;
  onEdit: (row: User) => void;
  onDelete: (row: User) => void;
}

export function UsersTable({ rows, loading, canManage, onEdit, onDelete }: UsersTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4">User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>User ID</TableHead>
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !rows && <TableLoadingRow colSpan={5} label="Loading users..." />}
        {rows?.length === 0 && (
          <TableMessageRow colSpan={5}>
            <EmptyState icon={Users} title="No users found" />
          </TableMessageRow>
        )}
        {rows?.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="pl-4">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase">
                  {(row.username || row.email).charAt(0)}
                </span>
                <div className="flex flex-col">
                  <span className="font-medium">{row.username}</span>
                  {row.company_name && <span className="text-xs text-muted-foreground">{row.company_name}</span>}
                </div>
              </div>
            </TableCell>
            <TableCell>
              <a href={`mailto:${row.email}`} className="whitespace-normal [overflow-wrap:anywhere] hover:underline">
                <BreakableEmail email={row.email} />
              </a>
            </TableCell>
            <TableCell>
              <RoleBadge role={row.role_name} />
            </TableCell>
            <TableCell className="text-muted-foreground tabular-nums">#{row.id}</TableCell>
            <TableCell className="pr-4">
              <RowActions
                name={row.username}
                onEdit={() => onEdit(row)}
                onDelete={() => onDelete(row)}
                disabled={!canManage(row)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
