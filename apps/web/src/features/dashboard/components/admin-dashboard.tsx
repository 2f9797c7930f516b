import { Building2, FolderKanban, Receipt, RefreshCw, Users, Wallet } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatGrid } from '@/components/stat-card';
import { useAuth } from '@/lib/auth';
import { useMoney } from '@/lib/money';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCard } from './dashboard-card';
import { DashboardShortcuts } from './dashboard-shortcuts';

const count = new Intl.NumberFormat('en-IN');

/** /dashboard: the business at a glance, each figure a way into its screen; the owner's is the Admin Dashboard. */
export function AdminDashboard() {
  const { session } = useAuth();
  const dashboard = useDashboard();
  const money = useMoney();
  const name = session?.username || session?.email;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={session?.type === 'admin' ? 'Admin Dashboard' : 'Dashboard'}
        description={name ? `Welcome back, ${name}. Here is how the business stands today.` : 'Here is how the business stands today.'}
      />
      {dashboard.isPending ? (
        <Card role="status" className="flex-row items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner />
          Loading dashboard...
        </Card>
      ) : dashboard.isError ? (
        <Card role="alert" className="items-center gap-3 py-16 text-center">
          <p className="text-sm text-destructive">Failed to load dashboard data. Please try again later.</p>
          <Button variant="outline" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            <RefreshCw aria-hidden="true" className={dashboard.isFetching ? 'animate-spin' : undefined} />
            Try again
          </Button>
        </Card>
      ) : (
        <StatGrid>
          <DashboardCard label="Projects" value={count.format(dashboard.data.data.projects)} icon={FolderKanban} accent="blue" to="/projects" linkText="View projects" />
          <DashboardCard label="Users" value={count.format(dashboard.data.data.users)} icon={Users} accent="violet" to="/users" linkText="Manage users" />
          <DashboardCard label="Companies" value={count.format(dashboard.data.data.companies)} icon={Building2} accent="emerald" to="/companies" linkText="View companies" />
          <DashboardCard label="Invoices" value={count.format(dashboard.data.data.invoices)} icon={Receipt} accent="amber" to="/invoices" linkText="View invoices" />
          <DashboardCard
            label="Total Expenses"
            value={money(dashboard.data.data.total_expenses)}
            icon={Wallet}
            accent="rose"
            to="/invoices"
            linkText="Review expenses"
          />
        </StatGrid>
      )}
      <DashboardShortcuts />
    </div>
  );
}
