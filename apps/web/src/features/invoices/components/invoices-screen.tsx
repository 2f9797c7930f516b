import type { Invoice, InvoiceListQuery } from '@portal/contract';
import { Receipt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useListParams } from '@/lib/use-list-params';
import { useInvoices } from '../api/get-invoices';
import { ExpensesDialog } from './expenses-dialog';
import { InvoiceCard } from './invoice-card';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceStats } from './invoice-stats';

/** A grid of cards: 12 fills one, two or three columns evenly. */
export const INVOICES_PAGE_SIZE = 12;

type StatusFilter = NonNullable<InvoiceListQuery['status']>;
/** The real screen's Paid / Not Paid, then the summary reading. */
const statusOptions: Array<[StatusFilter, string]> = [
  ['paid', 'Paid'],
  ['not_paid', 'Not Paid'],
  ['draft', 'Draft'],
  ['sent', 'Sent'],
  ['overdue', 'Overdue'],
];
const asStatus = (value: string) => statusOptions.find(([option]) => option === value)?.[0];

/** /invoices: Invoice Management; `?invoice=:id` opens that one invoice. */
export function InvoicesScreen() {
  const [params] = useSearchParams();
  const invoiceId = Number(params.get('invoice'));
  return Number.isInteger(invoiceId) && invoiceId > 0 ? <InvoiceDetail id={invoiceId} /> : <InvoiceList />;
}

function InvoiceList() {
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(['status'] as const);
  const status = asStatus(filters.status);
  const invoices = useInvoices({ search: search || undefined, status, page, page_size: INVOICES_PAGE_SIZE });
  const [editing, setEditing] = useState<Invoice | null>(null);

  const count = invoices.data?.pagination?.total ?? invoices.data?.data.length;
  const pageCount = Math.max(1, Math.ceil((count ?? 0) / INVOICES_PAGE_SIZE));
  useEffect(() => {
    if (invoices.data && !invoices.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [invoices.data, invoices.isPlaceholderData, page, pageCount, setPage]);

  const rows = invoices.data?.data;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Invoice Management"
        description="Invoices are generated with each project; record expenses and payments here."
        badge={count !== undefined && <Badge variant="secondary">{`${count} ${count === 1 ? 'invoice' : 'invoices'}`}</Badge>}
      />
      <InvoiceStats stats={invoices.data?.stats} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput value={search} onSearch={setSearch} placeholder="Search by project, client or invoice number..." label="Search invoices" className="sm:max-w-sm" />
        <Select value={status ?? 'all'} onValueChange={(value) => setFilter('status', value)}>
          <SelectTrigger aria-label="Filter by status" className="w-full sm:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            {statusOptions.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {invoices.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading invoices">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : !rows?.length ? (
        <Card className="py-0">
          {invoices.isError ? (
            <EmptyState icon={Receipt} title="Failed to load invoices" description="Please try again in a moment." />
          ) : (
            <EmptyState icon={Receipt} title="No invoices found" description={search || status ? 'No invoices match your filters.' : 'No invoices have been created yet.'} />
          )}
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} onEditExpenses={setEditing} />
          ))}
        </div>
      )}
      {pageCount > 1 && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}

      <ExpensesDialog invoice={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
