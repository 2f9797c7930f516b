import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarEvent, User } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { ScheduleDialog } from './schedule-dialog';

const zone = 'Australia/Sydney';
const hours = { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] };
const person = (id: number, username: string): User => ({ id, username, email: `${id}@p.test`, type: 'user', role_id: 4, role_name: 'photographer', company_id: null, company_name: null, is_active: true, created_at: '', updated_at: '' });
const photographers = [person(5, 'Priya'), person(6, 'Tom')];
// Monday 2 March 2099, 10:00–12:00 in Sydney (UTC+11).
const booked: CalendarEvent = {
  project_id: 9,
  title: '3 Ocean St',
  status: 'pending',
  order_stage: 'scheduled',
  start: '2099-03-01T23:00:00.000Z',
  end: '2099-03-02T01:00:00.000Z',
  duration_minutes: 120,
  photographer: { id: 5, username: 'Priya', first_name: 'Priya' },
  company: { id: 1, name: 'Harbour Homes' },
  address: '3 Ocean St',
  services: ['Listing photos'],
};

function renderDialog(start: string, photographerId: number | null, onClose = vi.fn()) {
  renderScreen(
    '/calendar',
    <ScheduleDialog
      pending={{ projectId: 12, title: '8 Wharf Lane', start: new Date(start), durationMinutes: 90, photographerId }}
      photographers={photographers}
      shoots={[booked]}
      timeZone={zone}
      workingHours={hours}
      onClose={onClose}
    />,
  );
  return onClose;
}

beforeEach(() => signInAs('user', 'user'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the schedule dialog', () => {
  it('shows the start on the business clock and the duration from the services, and warns of the same photographer overlapping', async () => {
    mockApi({});
    // 11:00 Sydney: overlaps Priya's 10:00–12:00 shoot.
    renderDialog('2099-03-02T00:00:00.000Z', 5);
    expect(screen.getByLabelText('Date')).toHaveValue('2099-03-02');
    expect(screen.getByLabelText(/^Start/)).toHaveValue('11:00');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(90);
    expect(screen.getByText('From its services: 1 h 30 min.')).toBeInTheDocument();
    expect(screen.getByText('Priya is already booked on 3 Ocean St (02-03-2099 10:00–12:00).')).toBeInTheDocument();
  });

  it('warns of a time outside working hours or on a day off, and not of another photographer', async () => {
    mockApi({});
    // Sunday 1 March 2099, 17:00 Sydney, 90 minutes: a day off, ending after 18:00.
    renderDialog('2099-03-01T06:00:00.000Z', 6);
    expect(screen.getByText('Sunday is not a working day.')).toBeInTheDocument();
    expect(screen.getByText('Ends at 18:30, after the working day ends (18:00).')).toBeInTheDocument();
    expect(screen.queryByText(/already booked/)).not.toBeInTheDocument();
  });

  it('asks for a photographer before sending, then sends the start in UTC', async () => {
    const api = mockApi({ scheduleProject: { success: true, message: 'Scheduled', data: {}, warnings: [] } });
    const onClose = renderDialog('2099-03-03T03:00:00.000Z', null);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByText('Choose a photographer', { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('scheduleProject')).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(/^Photographer/));
    await userEvent.click(await screen.findByRole('option', { name: 'Tom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(api.callsTo('scheduleProject', { id: 12 })).toHaveLength(1));
    expect(api.callsTo('scheduleProject')[0]!.body).toEqual({ start: '2099-03-03T03:00:00.000Z', duration_minutes: 90, photographer_id: 6 });
    // Closed with the start saved, so the calendar can go to its day.
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(new Date('2099-03-03T03:00:00.000Z')));
  });

  it("shows the server's 409 in the dialog, naming the other shoot, and stays open", async () => {
    const message = 'Priya is already booked then: 3 Ocean St (02-03-2099 10:00–12:00).';
    mockApi({ scheduleProject: () => jsonResponse(409, { success: false, code: 'SCHEDULE_CONFLICT', message }) });
    const onClose = renderDialog('2099-03-03T03:00:00.000Z', 5);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});
