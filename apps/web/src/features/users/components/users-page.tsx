import { roleLabels, userRoles, type User, type UserRole } from '@portal/contract';
import { Plus, ShieldCheck, UserCheck, Users, Wand2 } from 'lucide-react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { userDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { mayManageAccount } from '../account-access';
import { RoleFilter } from './role-filter';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

const PAGE_SIZE = 10;
const filterKeys = ['role'] as const;
const isRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);
// The spec's filter order: all, admin, editor, customer, user.
const roleFilterOptions: UserRole[] = ['admin', 'editor', 'customer', 'user'];

/** /users: people with a sign-in, their stat cards, search, role filter and the add/edit/delete dialogs. */
export function UsersPage() {
  const { session } = useAuth();
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(filterKeys);
  const role = isRole(filters.role) ? filters.role : undefined;
  const list = useUsers({ search: search || undefined, role, page, page_size: PAGE_SIZE });
  const remove = useDeleteUser();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<User>(remove, 'User deleted successfully!');
  const deleteText = deleting ? userDeleteText(deleting) : undefined;
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;
  usePageClamp(page, PAGE_SIZE, total, setPage);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="User Management"
        description="Staff, editors and client contacts who can sign in."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total Users" value={stats?.total} icon={Users} hint="Active accounts" />
        <StatCard label={`${roleLabels.admin}s`} value={stats?.admins} icon={ShieldCheck} />
        <StatCard label={`${roleLabels.editor}s`} value={stats?.editors} icon={Wand2} />
        <StatCard label={`${roleLabels.customer}s`} value={stats?.customers} icon={UserCheck} />
      </StatGrid>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search by username or email..." label="Search users" />
            <RoleFilter value={role} roles={roleFilterOptions} onChange={(value) => setFilter('role', value)} />
            <div className="sm:ml-auto">
              <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            </div>
          </>
        }
        footer={<ListFooter page={page} pageSize={PAGE_SIZE} total={total} noun="users" onPageChange={setPage} />}
      >
        {list.isError && !list.data ? (
          <ListError title="Error loading users" description="Could not fetch users data." onRetry={() => void list.refetch()} />
        ) : (
          <UsersTable rows={list.data?.data} loading={list.isPending} canManage={(row) => mayManageAccount(session, row.role_name)} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </ListPanel>
      <UserFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} user={editing ?? null} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleteText?.description ?? ''}
        blocked={deleteText?.blocked}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </div>
  );
}
