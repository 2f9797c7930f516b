import { useState } from 'react';
import type { Company } from '@portal/contract';
import { Building2, CalendarPlus, CircleCheck, Globe, Plus } from 'lucide-react';
import { ListPage } from '@/components/list-page';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/lib/use-list-params';
import { companyDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteCompany } from '@/features/companies/api/delete-company';
import { useCompanies } from '@/features/companies/api/get-companies';
import { CompaniesTable } from '@/features/companies/components/companies-table';
import { CompanyContactsSheet } from './company-contacts-sheet';
import { CompanyFormDialog } from '@/features/companies/components/company-form-dialog';

const PAGE_SIZE = 10;

/** /companies: the client companies, their stat cards, search, the paged table and its dialogs. */
export function CompaniesPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const list = useCompanies({ search: search || undefined, page, page_size: PAGE_SIZE });
  const remove = useDeleteCompany();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<Company>(remove, 'Company deleted successfully!');
  const [contactsOf, setContactsOf] = useState<Company | null>(null);
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;

  return (
    <ListPage
      title="Company Management"
      description="Your client companies and their portal logins."
      actions={
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          Add Company
        </Button>
      }
      stats={
        <>
          <StatCard label="Total" value={stats?.total} icon={Building2} hint="All companies" />
          <StatCard label="Active" value={stats?.active} icon={CircleCheck} tone="green" hint="Can sign in" />
          <StatCard label="With Website" value={stats?.with_website} icon={Globe} />
          <StatCard label="This Month" value={stats?.this_month} icon={CalendarPlus} hint="Added this month" />
        </>
      }
      search={{ value: search, onSearch: setSearch, placeholder: 'Search by name, email, phone or address...', label: 'Search companies', className: 'sm:max-w-sm' }}
      query={list}
      paging={{ page, pageSize: PAGE_SIZE, total, noun: 'companies', onPageChange: setPage }}
      loadError={{ title: 'Error loading companies' }}
      table={<CompaniesTable rows={list.data?.data} loading={list.isPending} searching={Boolean(search)} onEdit={setEditing} onDelete={setDeleting} onContacts={setContactsOf} />}
      deletion={{ text: deleting ? companyDeleteText(deleting) : undefined, onCancel: () => setDeleting(null), onConfirm: confirmDelete, busy: remove.isPending }}
    >
      <CompanyContactsSheet company={contactsOf} onOpenChange={(open) => !open && setContactsOf(null)} />
      <CompanyFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} company={editing ?? null} />
    </ListPage>
  );
}
