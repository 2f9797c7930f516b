import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Overview } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { OverviewScreen } from './overview-screen';

const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, income: '0.00', expense: '0.00', cashback: '0.00' }));
const overview = (overrides: Partial<Overview> = {}): { success: true; data: Overview } => ({
  success: true,
  data: {
    period: { key: 'this_year', from: '2026-01-01', to: '2026-11-24' },
    stats: { sales: '890.50', purchase: '200.00', orders: 3, sales_return: '385.00', purchase_rate: '22.5', profit: '-305.50' },
    finance: { revenue: '890.50', billed: '1275.50', other_income: '80.00', expenses: '200.00', profit: '-305.50' },
    balance: months.map((m) => (m.month === '2026-11' ? { ...m, income: '770.00', expense: '200.00', cashback: '385.00' } : m)),
    recent_activity: [
      { id: 9, action: 'invoice.sent', entity_type: 'project', entity_id: 7, subject: '12 Ocean View Rd', actor_name: 'Sam', detail: { invoice_number: 'INV-2026-004' }, created_at: '2026-11-24T09:00:00.000Z' },
    ],
    ...overrides,
  },
});

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => vi.unstubAllGlobals());

describe('Overview', () => {
  it("shows the welcome, the six figures in a studio's words, the balance totals and recent activity", async () => {
    mockApi({ getOverview: overview() });
    renderScreen('/overview', <OverviewScreen />);
    expect(await screen.findByTestId('stat-Revenue')).toHaveTextContent('₹890.50');
    expect(screen.getByText('Paid invoices · ₹1,275.50 billed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(screen.getByTestId('stat-Expenses')).toHaveTextContent('₹200.00');
    expect(screen.getByTestId('stat-Shoots booked')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Refunds due')).toHaveTextContent('₹385.00');
    expect(screen.getByTestId('stat-Cost share')).toHaveTextContent('22.5%');
    expect(screen.getByTestId('stat-Profit')).toHaveTextContent('-₹305.50');
    expect(screen.getByTestId('stat-Profit')).toHaveClass('text-red-600');
    expect(screen.getByText('Revenue + ₹80.00 other income − expenses')).toBeInTheDocument();
    expect(screen.getByText('Income ₹770.00 · Expenses ₹200.00 · Refunds due ₹385.00 over 12 months')).toBeInTheDocument();
    // No shop words: the studio books shoots and owes refunds.
    for (const word of [/Orders/, /Sales return/, /Purchase rate/, /Cashback/, /\bSales\b/, /\bPurchase\b/]) expect(screen.queryByText(word)).toBeNull();
    expect(screen.getByText('01-01-2026 to 24-11-2026')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByRole('link', { name: 'Invoice INV-2026-004 sent to the client' })).toHaveAttribute('href', '/project/7');
    expect(within(activity).getByText(/12 Ocean View Rd · Sam/)).toBeInTheDocument();
  });

  it('asks for another period when one is chosen, and keeps it in the URL', async () => {
    const api = mockApi({ getOverview: overview() });
    const { router } = renderScreen('/overview', <OverviewScreen />);
    await screen.findByTestId('stat-Revenue');
    expect(api.callsTo('getOverview')[0]!.query.get('period')).toBe('this_year');
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last month' }));
    await waitFor(() => expect(api.callsTo('getOverview').at(-1)!.query.get('period')).toBe('last_month'));
    expect(router.state.location.search).toBe('?period=last_month');
  });

  it('shows a dash for the cost share without revenue', async () => {
    mockApi({ getOverview: overview({ stats: { sales: '0.00', purchase: '0.00', orders: 0, sales_return: '0.00', purchase_rate: null, profit: '0.00' } }) });
    renderScreen('/overview', <OverviewScreen />);
    expect(await screen.findByTestId('stat-Cost share')).toHaveTextContent('—');
  });
});
