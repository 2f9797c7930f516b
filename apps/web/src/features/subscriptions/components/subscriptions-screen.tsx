import type { Plan, Subscription } from '@portal/contract';
import { CreditCard, Plus, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { useCancelSubscription, usePlans, useSubscriptions } from '../api/subscriptions-api';
import { NewSubscriptionDialog } from './new-subscription-dialog';
import { PlanCards } from './plan-cards';
import { PlanFormDialog } from './plan-form-dialog';
import { SubscriptionsTable } from './subscriptions-table';
import { PageTitle } from '@/components/page-title';

const PAGE_SIZE = 10;

/** /subscriptions (owner): the plans, and which client company is on which, with New Subscription and Cancel. */
export function SubscriptionsScreen() {
  const { search, page, setSearch, setPage } = useListParams();
  const plans = usePlans();
  const money = useMoney();
  const list = useSubscriptions({ search: search || undefined, page, page_size: PAGE_SIZE });
  const cancel = useCancelSubscription();
  const [adding, setAdding] = useState(false);
  const [editingPlan, setEditingPlan] = useState<Plan | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const total = list.data?.pagination?.total;
  usePageClamp(page, PAGE_SIZE, total, setPage);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, { onSuccess: () => void notifySuccess('Subscription cancelled successfully!'), onSettled: () => setCancelling(null) });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Subscriptions</PageTitle>
      <PageHeader
        title="Subscriptions"
        description="Retainer plans for agencies: shoots a month included, the price, what extra shoots cost, and who is on which."
        actions={
          <Button onClick={() => setAdding(true)} disabled={!plans.data}>
            <Plus aria-hidden />
            New Subscription
          </Button>
        }
      />
      <PlanCards plans={plans.data} onEdit={setEditingPlan} />
      <StatGrid>
        <StatCard label="Active Subscriptions" value={list.data?.stats.active} icon={CreditCard} />
        <StatCard label="Monthly Revenue" value={list.data && money(list.data.stats.monthly_revenue)} icon={TrendingUp} hint="Yearly plans at a twelfth" />
      </StatGrid>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search by company..." label="Search subscriptions" />
            <div className="sm:ml-auto">
              <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            </div>
          </>
        }
        footer={<ListFooter page={page} pageSize={PAGE_SIZE} total={total} noun="subscriptions" onPageChange={setPage} />}
      >
        {list.isError && !list.data ? (
          <ListError title="Error loading subscriptions" description="Could not fetch subscriptions." onRetry={() => void list.refetch()} />
        ) : (
          <SubscriptionsTable rows={list.data?.data} loading={list.isPending} onCancel={setCancelling} />
        )}
      </ListPanel>
      <NewSubscriptionDialog open={adding} plans={plans.data ?? []} onOpenChange={setAdding} />
      <PlanFormDialog plan={editingPlan} onClose={() => setEditingPlan(null)} />
      <ConfirmDeleteDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel subscription?"
        description={cancelling ? `Cancel ${cancelling.company.companyName}'s ${cancelling.planName} subscription?` : ''}
        confirmLabel="Cancel Subscription"
        busyLabel="Cancelling..."
        dismissLabel="Keep"
        onConfirm={confirmCancel}
        busy={cancel.isPending}
      />
    </div>
  );
}
