import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderableService } from '@portal/contract';
import { makeProject } from '@/test/project-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { BookShootScreen } from './book-shoot-screen';

const service = (id: number, name: string, price: string, overrides: Partial<OrderableService> = {}): OrderableService => ({
  id,
  serviceName: name,
  name,
  description: '',
  price,
  gstRate: '10-percent',
  duration_minutes: 60,
  is_addon: false,
  ...overrides,
});
const services = [service(1, 'Listing photos', '250.00'), service(2, 'Drone', '120.55', { is_addon: true }), service(3, 'Floor plan', '99.99', { gstRate: 'no-gst', is_addon: true })];
const settings = { success: true, data: { time_zone: 'Australia/Sydney', working_hours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5, 6] }, cancel_cutoff_hours: 24 } };

const api = (extra = {}) => mockApi({ listOrderServices: { success: true, data: services }, getSchedulingSettings: settings, ...extra });
const render = () => renderScreen('/client/book', <BookShootScreen />);

beforeEach(() => signInAs('company', 'client'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Book a Shoot', () => {
  it('prices the chosen services live, exactly as the invoice will: lines, GST per line, total; add-ons marked', async () => {
    api();
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Listing photos/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Drone/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Floor plan/ }));
    expect(screen.getByText('Add-ons')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('₹250.00')).toBeInTheDocument();
    expect(within(price).getByText('₹120.55')).toBeInTheDocument();
    // 250 + 120.55 + 99.99 = 470.54; GST 25.00 + 12.06 (half up) + 0 = 37.06.
    expect(within(price).getByText('₹470.54')).toBeInTheDocument();
    expect(within(price).getByText('₹37.06')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹507.60');
    await userEvent.click(screen.getByRole('checkbox', { name: /Drone/ }));
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹374.99');
  });

  it('refuses a missing address, no service, a past window and a window ending before it starts, without sending', async () => {
    const calls = api();
    render();
    await screen.findByRole('checkbox', { name: /Listing photos/ });
    const first = screen.getByRole('group', { name: 'Preferred time 1' });
    await userEvent.type(within(first).getByLabelText('Date'), '2020-01-06');
    await userEvent.click(screen.getByRole('button', { name: 'Add another time' }));
    const second = screen.getByRole('group', { name: 'Preferred time 2' });
    await userEvent.type(within(second).getByLabelText('Date'), '2099-03-02');
    await userEvent.clear(within(second).getByLabelText('From'));
    await userEvent.type(within(second).getByLabelText('From'), '15:00');
    await userEvent.clear(within(second).getByLabelText('To'));
    await userEvent.type(within(second).getByLabelText('To'), '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Book Shoot' }));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service')).toBeInTheDocument();
    expect(within(first).getByText('This time has already passed: choose a later one')).toBeInTheDocument();
    expect(within(second).getByText('The window ends before it starts')).toBeInTheDocument();
    expect(calls.callsTo('createOrder')).toHaveLength(0);
  });

  it("refuses an address over 500 characters with the contract's limit", async () => {
    const calls = api();
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Listing photos/ }));
    const address = screen.getByLabelText('Property address');
    await userEvent.click(address);
    await userEvent.paste('x'.repeat(501));
    await userEvent.type(within(screen.getByRole('group', { name: 'Preferred time 1' })).getByLabelText('Date'), '2099-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Book Shoot' }));
    expect(screen.getByText('The address must be at most 500 characters')).toBeInTheDocument();
    expect(calls.callsTo('createOrder')).toHaveLength(0);
  });

  it('sends the windows in UTC read on the business clock, and opens the new project', async () => {
    const calls = api({ createOrder: { success: true, message: 'Shoot booked', data: makeProject({ id: 42 }), quote: {} } });
    const { router } = render();
    await userEvent.type(await screen.findByLabelText('Property address'), '8 Wharf Lane, Balmain');
    await userEvent.click(screen.getByRole('checkbox', { name: /Listing photos/ }));
    // 2 March 2099 is in Sydney's daylight-saving time (UTC+11).
    await userEvent.type(within(screen.getByRole('group', { name: 'Preferred time 1' })).getByLabelText('Date'), '2099-03-02');
    await userEvent.click(screen.getByLabelText('Occupied'));
    await userEvent.type(screen.getByLabelText('Name'), 'Sam Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Book Shoot' }));
    await waitFor(() => expect(calls.callsTo('createOrder')).toHaveLength(1));
    expect(calls.callsTo('createOrder')[0]!.body).toMatchObject({
      address: '8 Wharf Lane, Balmain',
      service_ids: [1],
      occupancy: 'occupied',
      preferred_windows: [{ start: '2099-03-01T22:00:00.000Z', end: '2099-03-02T01:00:00.000Z' }],
      listing_contact: { name: 'Sam Agent' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/project/42'));
  });
});
