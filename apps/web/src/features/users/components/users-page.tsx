import { roleLabels, userRoles, type User, type UserRole } from '@portal/contract';
import { Plus, ShieldCheck, UserCheck, Users, Wand2 } from 'lucide-react';
import { ListPage } from '@/components/list-page';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useListParams } from '@/lib/use-list-params';
import { userDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { mayManageAccount } from '../account-access';
import { RoleFilter } from '@/components/role-filter';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

const PAGE_SIZE = 10;
const filterKeys = ['role'] as const;
const isRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);
// The role filter lists all, then admin, editor, photographer, customer and user, in that order.
const roleFilterOptions: UserRole[] = ['admin', 'editor', 'photographer', 'customer', 'user'];

/** /users: people with a sign-in, their stat cards, search, role filter and the add/edit/delete dialogs. */
export function UsersPage() {
  const { session } = useAuth();
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(filterKeys);
  const role = isRole(filters.role) ? filters.role : undefined;
  const list = useUsers({ search: search || undefined, role, page, page_size: PAGE_SIZE });
  const remove = useDeleteUser();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<User>(remove, 'User deleted successfully!');
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;

  return (
    <ListPage
      title="User Management"
      description="Staff, editors, photographers and client contacts who can sign in."
      actions={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          Add User
        </Button>
      }
      stats={
        <>
          <StatCard label="Total Users" value={stats?.total} icon={Users} hint="Active accounts" />
          <StatCard label={`${roleLabels.admin}s`} value={stats?.admins} icon={ShieldCheck} />
          <StatCard label={`${roleLabels.editor}s`} value={stats?.editors} icon={Wand2} />
          <StatCard label={`${roleLabels.customer}s`} value={stats?.customers} icon={UserCheck} />
        </>
      }
      search={{ value: search, onSearch: setSearch, placeholder: 'Search by username or email...', label: 'Search users' }}
      filters={<RoleFilter value={role} roles={roleFilterOptions} onChange={(value) => setFilter('role', value)} />}
      query={list}
      paging={{ page, pageSize: PAGE_SIZE, total, noun: 'users', onPageChange: setPage }}
      loadError={{ title: 'Error loading users', description: 'Could not fetch users data.' }}
      table={<UsersTable rows={list.data?.data} loading={list.isPending} canManage={(row) => mayManageAccount(session, row.role_name)} onEdit={setEditing} onDelete={setDeleting} />}
      deletion={{ text: deleting ? userDeleteText(deleting) : undefined, onCancel: () => setDeleting(null), onConfirm: confirmDelete, busy: remove.isPending }}
    >
      <UserFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} user={editing ?? null} />
    </ListPage>
  );
}
