import { financeLabels, type InvoiceList } from '@portal/contract';
import { CircleCheck, Hourglass, IndianRupee, TrendingUp, Wallet } from 'lucide-react';
import { StatCard, StatGrid } from '@/components/stat-card';
import { formatMoney } from '@/lib/format';

/** Net Profit is green at zero or more, red below. */
export const profitTone = (netProfit: string) => (Number(netProfit) >= 0 ? 'green' : 'red');

/**
 * Total Revenue, Total Expenses, Net Profit (the studio's figures, as on every screen), Paid
 * Invoices (paid/total) and what sent invoices still owe, computed by the server.
 */
export function InvoiceStats({ stats }: { stats: InvoiceList['stats'] | undefined }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Revenue"
        value={stats && formatMoney(stats.total_revenue, 'INR')}
        icon={IndianRupee}
        hint={stats ? `${financeLabels.revenue.hint} · ${formatMoney(stats.total_billed, 'INR')} billed` : financeLabels.revenue.hint}
      />
      <StatCard label="Total Expenses" value={stats && formatMoney(stats.total_expenses, 'INR')} icon={Wallet} hint={financeLabels.expenses.hint} />
      <StatCard label="Net Profit" value={stats && formatMoney(stats.net_profit, 'INR')} icon={TrendingUp} tone={stats ? profitTone(stats.net_profit) : 'default'} hint={financeLabels.profit.hint} />
      <StatCard label="Paid Invoices" value={stats && `${stats.paid}/${stats.total}`} icon={CircleCheck} />
      <StatCard
        label="Pending Amount"
        value={stats && formatMoney(stats.pending_amount, 'INR')}
        icon={Hourglass}
        tone={stats && stats.overdue > 0 ? 'red' : 'default'}
        hint={stats && (stats.overdue > 0 ? `${stats.overdue} overdue` : 'Sent, not yet paid')}
      />
    </StatGrid>
  );
}
