import { financeLabels, overviewPeriodLabels, overviewPeriods, type OverviewPeriod } from '@portal/contract';
import { ArrowDownLeft, ArrowUpRight, Camera, Percent, ReceiptText, Undo2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { StatCard, StatGrid } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { useOverview } from '../api/get-overview';
import { balanceSeriesNames } from './balance-series';
import { RecentActivityList } from './recent-activity';
import { PageTitle } from '@/components/page-title';

// recharts is the heaviest part of the screen: it loads after the figures.
const BalanceChart = lazy(() => import('./balance-chart').then((module) => ({ default: module.BalanceChart })));

const isPeriod = (value: string | null): value is OverviewPeriod => (overviewPeriods as readonly string[]).includes(value ?? '');
const sum = (values: string[]) => values.reduce((total, value) => total + Number(value), 0);

function WelcomeBanner() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <section className="rounded-xl border bg-gradient-to-r from-primary/10 via-primary/5 to-transparent p-6">
      <h1 className="text-2xl font-semibold tracking-tight">Welcome back, {session.username || session.email}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        <span className="capitalize">{session.roleName}</span> · {session.email}
      </p>
    </section>
  );
}

/** /overview: the admin shell's dashboard (issue 6) on real data, for a chosen period kept in the URL. */
export function OverviewScreen() {
  const [params, setParams] = useSearchParams();
  const period = isPeriod(params.get('period')) ? (params.get('period') as OverviewPeriod) : 'this_year';
  const overview = useOverview(period);
  const data = overview.data;
  const stats = data?.stats;
  const money = useMoney();
  const amount = (value: string | undefined) => value && money(value);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Overview</PageTitle>
      <WelcomeBanner />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{data ? `${formatDate(data.period.from)} to ${formatDate(data.period.to)}` : ' '}</p>
        <Select value={period} onValueChange={(value) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), period: value }), { replace: true })}>
          <SelectTrigger aria-label="Period" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {overviewPeriods.map((option) => (
              <SelectItem key={option} value={option}>
                {overviewPeriodLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {overview.isError && !data ? (
        <Card>
          <CardContent className="text-sm text-destructive">Failed to load dashboard data. Please try again later.</CardContent>
        </Card>
      ) : (
        <StatGrid>
          <StatCard
            label={financeLabels.revenue.label}
            value={amount(stats?.sales)}
            icon={ArrowUpRight}
            hint={data ? `${financeLabels.revenue.hint} · ${money(data.finance.billed)} billed` : financeLabels.revenue.hint}
          />
          <StatCard label={financeLabels.expenses.label} value={amount(stats?.purchase)} icon={ArrowDownLeft} hint={financeLabels.expenses.hint} />
          <StatCard label="Shoots booked" value={stats?.orders} icon={Camera} hint="Booked in the period" />
          <StatCard label="Refunds due" value={amount(stats?.sales_return)} icon={Undo2} hint="Paid invoices of cancelled shoots" />
          <StatCard label="Cost share" value={stats && (stats.purchase_rate === null ? '—' : `${stats.purchase_rate}%`)} icon={Percent} hint="Expenses as a share of revenue" />
          <StatCard
            label={financeLabels.profit.label}
            value={amount(stats?.profit)}
            icon={ReceiptText}
            tone={stats ? (Number(stats.profit) >= 0 ? 'green' : 'red') : 'default'}
            hint={data && data.finance.other_income !== '0.00' ? `Revenue + ${money(data.finance.other_income)} other income − expenses` : financeLabels.profit.hint}
          />
        </StatGrid>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>
              <h2>Overall Balance</h2>
            </CardTitle>
            <CardDescription>
              {data
                ? `${balanceSeriesNames.income} ${money(sum(data.balance.map((m) => m.income)))} · ${balanceSeriesNames.expense} ${money(sum(data.balance.map((m) => m.expense)))} · ${balanceSeriesNames.cashback} ${money(sum(data.balance.map((m) => m.cashback)))} over 12 months`
                : 'Income, expenses and refunds due by month'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex min-h-72 flex-1 flex-col px-3 sm:px-6">
            {data ? (
              <Suspense fallback={<Skeleton className="min-h-72 flex-1" />}>
                <BalanceChart months={data.balance} />
              </Suspense>
            ) : (
              <Skeleton className="min-h-72 flex-1" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Recent Activity</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>{data ? <RecentActivityList entries={data.recent_activity} /> : <Skeleton className="h-60" />}</CardContent>
        </Card>
      </div>
    </div>
  );
}
