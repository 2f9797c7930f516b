import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@portal/contract';
import { makeProject } from '@/test/project-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { OrderActions } from './order-actions';
import { OrderStepper } from './order-stepper';

const zone = 'Australia/Sydney';
const order: Order = {
  id: 1,
  address: '8 Wharf Lane',
  property_type: 'house',
  bedrooms: 3,
  bathrooms: 2,
  floor_area: null,
  preferred_windows: [{ start: '2099-03-01T22:00:00.000Z', end: '2099-03-02T01:00:00.000Z' }],
  access_notes: '',
  occupancy: 'vacant',
  listing_contact: null,
  notes: '',
  ordered_by: { kind: 'company', id: 3, name: 'Coastal Realty' },
  created_at: '2099-02-01T00:00:00.000Z',
  cancelled_at: null,
  cancel_reason: null,
};
const scheduled = makeProject({
  order,
  order_stage: 'scheduled',
  scheduled_start: '2099-03-01T23:00:00.000Z',
  scheduled_end: '2099-03-02T01:00:00.000Z',
  photographer: { first_name: 'Priya' },
  change_deadline: '2099-02-28T23:00:00.000Z',
  can_change: true,
});

beforeEach(() => signInAs('company', 'client'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('order tracking for clients', () => {
  it('steps Requested → Scheduled → Shot → Editing → Delivered, with the date on the business clock and the first name', () => {
    mockApi({});
    renderScreen('/', <OrderStepper project={scheduled} timeZone={zone} />);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Requested (done)', '2Scheduled (current)02-03-2099 10:00 with Priya', '3Shot', '4Editing', '5Delivered']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows a cancelled order as cancelled', () => {
    mockApi({});
    renderScreen('/', <OrderStepper project={{ ...scheduled, order_stage: 'cancelled' }} timeZone={zone} />);
    expect(screen.getByText('This shoot was cancelled.')).toBeInTheDocument();
  });

  it('offers Cancel and Reschedule before the cut-off, saying until when', () => {
    mockApi({});
    renderScreen('/', <OrderActions project={scheduled} timeZone={zone} cutoffHours={24} contact={<p>Studio phone</p>} />);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel shoot' })).toBeInTheDocument();
    expect(screen.getByText('You can cancel or reschedule until 01-03-2099 10:00.')).toBeInTheDocument();
    expect(screen.queryByText('Please contact the studio')).not.toBeInTheDocument();
  });

  it('after the cut-off says "Please contact the studio" with its contact, and offers no buttons', () => {
    mockApi({});
    renderScreen('/', <OrderActions project={{ ...scheduled, can_change: false, change_deadline: '2020-01-01T00:00:00.000Z' }} timeZone={zone} cutoffHours={24} contact={<p>Studio phone</p>} />);
    expect(screen.getByText('Please contact the studio')).toBeInTheDocument();
    expect(screen.getByText('Studio phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel shoot' })).not.toBeInTheDocument();
  });
});
