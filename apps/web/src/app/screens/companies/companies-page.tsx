import { useState } from 'react';
import type { Company } from '@portal/contract';
import { Building2, CalendarPlus, CircleCheck, Globe, Plus } from 'lucide-react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { companyDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteCompany } from '../api/delete-company';
import { useCompanies } from '../api/get-companies';
import { CompaniesTable } from './companies-table';
import { CompanyContactsSheet } from './company-contacts-sheet';
import { CompanyFormDialog } from './company-form-dialog';

const PAGE_SIZE = 10;

/** /companies: the client companies, their stat cards, search, the paged table and its dialogs. */
export function CompaniesPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const list = useCompanies({ search: search || undefined, page, page_size: PAGE_SIZE });
  const remove = useDeleteCompany();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<Company>(remove, 'Company deleted successfully!');
  const [contactsOf, setContactsOf] = useState<Company | null>(null);
  const deleteText = deleting ? companyDeleteText(deleting) : undefined;
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;
  usePageClamp(page, PAGE_SIZE, total, setPage);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Company Management"
        description="Your client companies and their portal logins."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add Company
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total" value={stats?.total} icon={Building2} hint="All companies" />
        <StatCard label="Active" value={stats?.active} icon={CircleCheck} tone="green" hint="Can sign in" />
        <StatCard label="With Website" value={stats?.with_website} icon={Globe} />
        <StatCard label="This Month" value={stats?.this_month} icon={CalendarPlus} hint="Added this month" />
      </StatGrid>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search by name, email, phone or address..." label="Search companies" className="sm:max-w-sm" />
            <div className="sm:ml-auto">
              <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            </div>
          </>
        }
        footer={<ListFooter page={page} pageSize={PAGE_SIZE} total={total} noun="companies" onPageChange={setPage} />}
      >
        {list.isError && !list.data ? (
          <ListError title="Error loading companies" onRetry={() => void list.refetch()} />
        ) : (
          <CompaniesTable rows={list.data?.data} loading={list.isPending} searching={Boolean(search)} onEdit={setEditing} onDelete={setDeleting} onContacts={setContactsOf} />
        )}
      </ListPanel>
      <CompanyContactsSheet company={contactsOf} onOpenChange={(open) => !open && setContactsOf(null)} />
      <CompanyFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} company={editing ?? null} />
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
