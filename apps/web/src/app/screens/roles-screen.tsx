import { userRoles, type User, type UserRole } from '@portal/contract';
import { Plus } from 'lucide-react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUsers } from '@/features/users/api/get-users';
import { RoleFilter } from '@/components/role-filter';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { userDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { RoleCards } from '@/features/roles/components/role-cards';
import { RolesTable } from '@/features/roles/components/roles-table';
import { PageTitle } from '@/components/page-title';

const PAGE_SIZE = 10;
const filterKeys = ['role', 'inactive'] as const;
const isRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);

/**
 * /roles, the owner's Role and User Management: each role with what it may do and who holds it, then
 * every account with its role, company and status; delete deactivates and keeps the row.
 */
export function RolesScreen() {
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(filterKeys);
  const role = isRole(filters.role) ? filters.role : undefined;
  const showInactive = filters.inactive === '1';
  const list = useUsers({ search: search || undefined, role, page, page_size: PAGE_SIZE, ...(showInactive && { include_inactive: 'true' as const }) });
  const remove = useDeleteUser();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<User>(remove, 'User deleted successfully!');
  const deleteText = deleting ? userDeleteText(deleting) : undefined;
  const total = list.data?.pagination?.total ?? list.data?.data.length;
  usePageClamp(page, PAGE_SIZE, total, setPage);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Role and User Management</PageTitle>
      <PageHeader
        title="Role and User Management"
        description="What each role may do, who holds it, and every account that can sign in."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <RoleCards />
      <h2 className="-mb-3 text-lg font-semibold">Accounts</h2>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search by name or email..." label="Search users" />
            <RoleFilter value={role} roles={userRoles} onChange={(value) => setFilter('role', value)} />
            <Label className="flex items-center gap-2 text-sm font-normal whitespace-nowrap">
              <input type="checkbox" className="size-4 accent-primary" checked={showInactive} onChange={(event) => setFilter('inactive', event.target.checked ? '1' : 'all')} />
              Show inactive
            </Label>
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
          <RolesTable rows={list.data?.data} loading={list.isPending} onEdit={setEditing} onDelete={setDeleting} />
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
