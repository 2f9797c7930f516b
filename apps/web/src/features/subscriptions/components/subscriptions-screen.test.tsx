import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Plan, Subscription, SubscriptionList } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { SubscriptionsScreen } from './subscriptions-screen';

const plans: Plan[] = [
  { id: 1, planName: 'Starter', name: 'Starter', price: '29.00', currency: 'USD', max_projects: 10, max_users: 5, extra_shoot_price: '3.50', features: ['Client portal'] },
  { id: 3, planName: 'Enterprise', name: 'Enterprise', price: '199.00', currency: 'USD', max_projects: -1, max_users: -1, extra_shoot_price: '0.00', features: [] },
];
const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 4,
  company: { id: 3, companyName: 'Bayside Realty' },
  plan: { id: 1, planName: 'Starter' },
  planName: 'Starter',
  price: '29.00',
  billingCycle: 'monthly',
  status: 'active',
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  cancelled_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  usage: { projects: 12, projects_limit: 10, users: 2, users_limit: 5, extra_shoots: 2, extra_cost: '7.00' },
  ...overrides,
});
const list = (data: Subscription[]): SubscriptionList => ({ success: true, data, pagination: { page: 1, page_size: 10, total: data.length }, stats: { active: 1, monthly_revenue: '29.00' } });
const companies = { success: true, data: [{ id: 3, companyName: 'Bayside Realty', name: 'Bayside Realty' }], stats: { total: 1, active: 1, with_website: 0, this_month: 0 } };

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Subscriptions', () => {
  it("shows the plans as retainers (shoots a month, price, extra shoots; never -1), this month's shoots past the plan in red with their cost, and the cards", async () => {
    mockApi({ listPlans: { success: true, data: plans }, listSubscriptions: list([subscription(), subscription({ id: 5, status: 'cancelled' })]) });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    const cards = await screen.findByRole('list', { name: 'Plans' });
    expect(within(cards).getByText('10 shoots a month included')).toBeInTheDocument();
    expect(within(cards).getByText('Extra shoots ₹3.50 each · 5 client contacts')).toBeInTheDocument();
    expect(within(cards).getByText('Unlimited shoots')).toBeInTheDocument();
    expect(within(cards).getByText('No extra-shoot charges · Unlimited client contacts')).toBeInTheDocument();
    expect(cards).not.toHaveTextContent('-1');
    const rows = await screen.findAllByRole('row', { name: /Bayside Realty/ });
    expect(within(rows[0]!).getByText('12 of 10 shoots')).toHaveClass('text-red-600');
    expect(within(rows[0]!).getByText('2 extra · ₹7.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('01-11-2026 → 01-12-2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('/ month')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByTestId('stat-Monthly Revenue')).toHaveTextContent('₹29.00');
  });

  it("toasts 'Please fill in all required fields.' until company, plan and cycle are chosen, then creates", async () => {
    const failure = vi.spyOn(toast, 'error').mockReturnValue(1);
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listPlans: { success: true, data: plans },
      listSubscriptions: list([]),
      listCompanies: companies,
      createSubscription: jsonResponse(201, { success: true, message: 'Subscription created successfully!', data: subscription() }),
    });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Subscription' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', { description: 'Please fill in all required fields.' }));
    for (const [label, option] of [[/Company/, 'Bayside Realty'], [/Plan/, /Enterprise/], [/Billing Cycle/, /Yearly/]] as const) {
      await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Subscription' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Subscription created successfully!', expect.anything()));
    expect(api.callsTo('createSubscription')[0]!.body).toEqual({ company_id: 3, plan_id: 3, billingCycle: 'yearly' });
    // Three Radix selects in jsdom take seconds on a shared machine.
  }, 15_000);

  it('cancels after the confirmation and toasts', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listPlans: { success: true, data: plans },
      listSubscriptions: list([subscription()]),
      cancelSubscription: jsonResponse(200, { success: true, message: 'Subscription cancelled successfully!', data: subscription({ status: 'cancelled' }) }),
    });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Subscription cancelled successfully!', expect.anything()));
    expect(api.callsTo('cancelSubscription', { id: 4 })[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('edits a plan with Unlimited as a tick box: ticked sends -1 and hides the number, unticked asks for a whole number', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listPlans: { success: true, data: plans },
      listSubscriptions: list([]),
      updatePlan: ({ body }) => jsonResponse(200, { success: true, message: 'Plan updated successfully!', data: { ...plans[0], ...(body as object) } }),
    });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Starter' });
    const shoots = within(dialog).getByLabelText('Shoots a month included');
    expect(shoots).toHaveValue('10');
    expect(within(dialog).getByLabelText('Each extra shoot (INR)')).toHaveValue('3.50');

    await userEvent.clear(shoots);
    await userEvent.type(shoots, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    expect(await within(dialog).findByText('Enter a whole number of shoots, or tick Unlimited')).toBeInTheDocument();
    expect(api.callsTo('updatePlan', { id: 1 })).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Unlimited shoots a month included' }));
    expect(shoots).toBeDisabled();
    expect(shoots).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Plan updated successfully!', expect.anything()));
    expect(api.callsTo('updatePlan', { id: 1 })[0]!.body).toMatchObject({ max_projects: -1, max_users: 5, extra_shoot_price: '3.50', price: '29.00' });
  });

  it('opens an unlimited plan with the box ticked, never showing -1', async () => {
    mockApi({ listPlans: { success: true, data: plans }, listSubscriptions: list([]) });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Enterprise' });
    expect(within(dialog).getByRole('checkbox', { name: 'Unlimited shoots a month included' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Unlimited client contacts' })).toBeChecked();
    for (const input of within(dialog).getAllByRole('textbox')) expect(input).not.toHaveValue('-1');
  });

  it('says no agency is on a retainer yet without a table around it, so a phone shows it whole', async () => {
    mockApi({ listPlans: { success: true, data: plans }, listSubscriptions: list([]) });
    renderScreen('/subscriptions', <SubscriptionsScreen />);
    expect(await screen.findByText('No agency on a retainer yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
