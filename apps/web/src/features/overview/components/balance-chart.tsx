import type { BalanceMonth } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '@/lib/money';
import { balanceSeriesNames } from './balance-series';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11' -> 'Nov 26'. */
const monthLabel = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

export const balanceSeries = [
  { key: 'income', name: balanceSeriesNames.income, color: '#10b981' },
  { key: 'expense', name: balanceSeriesNames.expense, color: '#f43f5e' },
  { key: 'cashback', name: balanceSeriesNames.cashback, color: '#f59e0b' },
] as const;

/** Income, expenses and refunds due per month as grouped bars, filling the card; amounts arrive as exact strings and are drawn as numbers. */
export function BalanceChart({ months }: { months: BalanceMonth[] }) {
  const money = useMoney();
  const data = months.map((row) => ({ month: monthLabel(row.month), income: Number(row.income), expense: Number(row.expense), cashback: Number(row.cashback) }));
  return (
    <div className="min-h-72 w-full flex-1" role="img" aria-label="Overall balance by month: income, expenses and refunds due">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis tickLine={false} axisLine={false} fontSize={12} width={56} tickFormatter={(value: number) => money.compact(value)} />
          <Tooltip formatter={(value) => money(Number(value))} cursor={{ fillOpacity: 0.08 }} />
          <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
          {balanceSeries.map((series) => (
            <Bar key={series.key} dataKey={series.key} name={series.name} fill={series.color} radius={[3, 3, 0, 0]} maxBarSize={18} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
