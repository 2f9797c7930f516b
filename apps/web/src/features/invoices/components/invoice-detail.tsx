import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { Invoice } from '@portal/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { useStaffInvoice } from '../api/get-invoice';
import { ExpensesDialog } from './expenses-dialog';
import { PageTitle } from '@/components/page-title';
import { InvoiceCard } from './invoice-card';

function AllInvoices() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
      <Link to="/invoices">
        <ArrowLeft aria-hidden />
        All invoices
      </Link>
    </Button>
  );
}

/** /invoices?invoice=:id: the one invoice a project's View Invoice opens, with everything its card offers. */
export function InvoiceDetail({ id }: { id: number }) {
  const invoice = useStaffInvoice(id);
  const [editing, setEditing] = useState<Invoice | null>(null);
  const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
  const failed = invoice.isError && !invoice.data && !notFound && !isSessionExpiredError(invoice.error);

  return (
    <section className="flex flex-col gap-6">
      <AllInvoices />
      {notFound ? (
        <Card className="py-0">
          <PageTitle>Invoice Not Found</PageTitle>
          <EmptyState icon={SearchX} title="Invoice Not Found" description="This invoice doesn't exist or was deleted with its project." />
        </Card>
      ) : failed ? (
        <ErrorState title="Failed to load the invoice." error={invoice.error} onRetry={() => void invoice.refetch()} retrying={invoice.isFetching} />
      ) : invoice.data ? (
        <>
          <PageTitle>{`Invoice ${invoice.data.invoiceNumber}`}</PageTitle>
          <h1 className="text-2xl font-semibold tracking-tight">{`Invoice ${invoice.data.invoiceNumber}`}</h1>
          <div className="max-w-xl">
            <InvoiceCard invoice={invoice.data} onEditExpenses={setEditing} />
          </div>
        </>
      ) : (
        <Skeleton className="h-72 max-w-xl rounded-xl" role="status" aria-label="Loading invoice" />
      )}
      <ExpensesDialog invoice={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
