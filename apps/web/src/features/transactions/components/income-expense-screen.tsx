import { financeLabels, type Transaction, type TransactionType } from '@portal/contract';
import { ArrowDownLeft, ArrowUpRight, HandCoins, Plus, Scale } from 'lucide-react';
import { useState } from 'react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMoney } from '@/lib/money';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { transactionDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteTransaction } from '../api/delete-transaction';
import { useTransactions } from '../api/get-transactions';
import { TransactionFormDialog } from './transaction-form-dialog';
import { TransactionsTable } from './transactions-table';
import { PageTitle } from '@/components/page-title';

const PAGE_SIZE = 20;
const tabs: Array<[string, string]> = [
  ['all', 'All'],
  ['income', 'Income'],
  ['expense', 'Expenses'],
];
const asType = (value: string): TransactionType | undefined => (value === 'income' || value === 'expense' ? value : undefined);

/** /income-expense (owner): the ledger with its totals, tabs, search, Add Transaction and delete. */
export function IncomeExpenseScreen() {
  const { search, page, filters, setSearch, setFilter, setPage } = useListParams(['type'] as const);
  const type = asType(filters.type);
  const list = useTransactions({ search: search || undefined, type, page, page_size: PAGE_SIZE });
  const remove = useDeleteTransaction();
  const [adding, setAdding] = useState(false);
  const money = useMoney();
  const { deleting, setDeleting, confirmDelete } = useRowDialogs<Transaction>(remove, 'Transaction deleted successfully!');
  const deleteText = deleting ? transactionDeleteText(deleting, money) : undefined;
  const total = list.data?.pagination?.total;
  usePageClamp(page, PAGE_SIZE, total, setPage);
  const finance = list.data?.stats.finance;
  const amount = (value: string | undefined) => value && money(value);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Income and Expense</PageTitle>
      <PageHeader
        title="Income and Expense"
        description="Paid invoices come in as income and invoice expenses go out as expenses on their own; add anything else here."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Transaction
          </Button>
        }
      />
      <StatGrid>
        <StatCard label={financeLabels.revenue.label} value={amount(finance?.revenue)} icon={ArrowUpRight} tone="green" hint={financeLabels.revenue.hint} />
        <StatCard label={financeLabels.other_income.label} value={amount(finance?.other_income)} icon={HandCoins} tone="green" hint={financeLabels.other_income.hint} />
        <StatCard label={financeLabels.expenses.label} value={amount(finance?.expenses)} icon={ArrowDownLeft} tone="red" hint={financeLabels.expenses.hint} />
        <StatCard label={financeLabels.profit.label} value={amount(finance?.profit)} icon={Scale} tone={finance ? (Number(finance.profit) >= 0 ? 'green' : 'red') : 'default'} hint={financeLabels.profit.hint} />
      </StatGrid>
      <Tabs value={type ?? 'all'} onValueChange={(value) => setFilter('type', value)}>
        <TabsList aria-label="Show">
          {tabs.map(([value, label]) => (
            // A filter of the list below, with no tab panel of its own to point at.
            <TabsTrigger key={value} value={value} aria-controls={undefined}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search description, category, project or client..." label="Search transactions" />
            <div className="sm:ml-auto">
              <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            </div>
          </>
        }
        footer={<ListFooter page={page} pageSize={PAGE_SIZE} total={total} noun="transactions" onPageChange={setPage} />}
      >
        {list.isError && !list.data ? (
          <ListError title="Error loading transactions" description="Could not fetch the ledger." onRetry={() => void list.refetch()} />
        ) : (
          <TransactionsTable rows={list.data?.data} loading={list.isPending} onDelete={setDeleting} />
        )}
      </ListPanel>
      <TransactionFormDialog open={adding} onOpenChange={setAdding} />
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
