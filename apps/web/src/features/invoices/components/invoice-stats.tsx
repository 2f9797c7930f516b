import { financeLabels, type InvoiceList } from '@portal/contract';
import { Banknote, CircleCheck, Hourglass, TrendingUp, Wallet } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/stat-card';
import { useMoney } from '@/lib/money';

/** Net Profit is green at zero or more, red below. */
export const profitTone = (netProfit: string) => (Number(netProfit) >= 0 ? 'green' : 'red');

/**
 * Total Revenue, Total Expenses, Net Profit (the studio's figures, as on every screen), Paid
 * Invoices (paid/total) and what sent invoices still owe, computed by the server.
 */
export function InvoiceStats({ stats }: { stats: InvoiceList['stats'] | undefined }) {
  const money = useMoney();
  return (
    <StatGrid>
      <StatCard
        label="Total Revenue"
        value={stats && money(stats.total_revenue)}
        icon={Banknote}
        hint={stats ? `${financeLabels.revenue.hint} · ${money(stats.total_billed)} billed` : financeLabels.revenue.hint}
      />
      <StatCard label="Total Expenses" value={stats && money(stats.total_expenses)} icon={Wallet} hint={financeLabels.expenses.hint} />
      <StatCard label="Net Profit" value={stats && money(stats.net_profit)} icon={TrendingUp} tone={stats ? profitTone(stats.net_profit) : 'default'} hint={financeLabels.profit.hint} />
      <StatCard label="Paid Invoices" value={stats && `${stats.paid}/${stats.total}`} icon={CircleCheck} />
      <StatCard
        label="Pending Amount"
        value={stats && money(stats.pending_amount)}
        icon={Hourglass}
        tone={stats && stats.overdue > 0 ? 'red' : 'default'}
        hint={stats && (stats.overdue > 0 ? `${stats.overdue} overdue` : 'Sent, not yet paid')}
      />
    </StatGrid>
  );
}
