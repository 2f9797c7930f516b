import { overviewPeriodLabels, overviewPeriods, type OverviewPeriod } from '@portal/contract';
import { ArrowDownLeft, ArrowUpRight, Percent, ReceiptText, ShoppingBag, Undo2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { StatCard, StatGrid } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { formatDate, formatMoney } from '@/lib/format';
import { useOverview } from '../api/get-overview';
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
  const inr = (value: string | undefined) => value && formatMoney(value, 'INR');

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
          <StatCard label="Sales" value={inr(stats?.sales)} icon={ArrowUpRight} hint="Invoiced in the period" />
          <StatCard label="Purchase" value={inr(stats?.purchase)} icon={ArrowDownLeft} hint="Expenses in the period" />
          <StatCard label="Orders" value={stats?.orders} icon={ShoppingBag} hint="Projects booked" />
          <StatCard label="Sales return" value={inr(stats?.sales_return)} icon={Undo2} hint="Invoiced on cancelled projects" />
          <StatCard label="Purchase rate" value={stats && (stats.purchase_rate === null ? '—' : `${stats.purchase_rate}%`)} icon={Percent} hint="Purchase as a share of sales" />
          <StatCard label="Profit" value={inr(stats?.profit)} icon={ReceiptText} tone={stats ? (Number(stats.profit) >= 0 ? 'green' : 'red') : 'default'} hint="Sales − returns − purchase" />
        </StatGrid>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Overall Balance</h2>
            </CardTitle>
            <CardDescription>
              {data
                ? `Income ${formatMoney(sum(data.balance.map((m) => m.income)), 'INR')} · Expense ${formatMoney(sum(data.balance.map((m) => m.expense)), 'INR')} · Cashback ${formatMoney(sum(data.balance.map((m) => m.cashback)), 'INR')} over 12 months`
                : 'Income, expense and cashback by month'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {data ? (
              <Suspense fallback={<Skeleton className="h-72" />}>
                <BalanceChart months={data.balance} />
              </Suspense>
            ) : (
              <Skeleton className="h-72" />
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
