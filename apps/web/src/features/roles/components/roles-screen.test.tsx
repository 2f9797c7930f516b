import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { User, UserList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { RolesScreen } from './roles-screen';

const person = (id: number, role_name: string, overrides: Partial<User> = {}): User => ({
  id,
  username: `person${id}`,
  email: `person${id}@example.com`,
  type: role_name === 'admin' ? 'admin' : role_name === 'customer' ? 'client' : 'user',
  role_id: 1,
  role_name,
  company_id: null,
  company_name: null,
  is_active: true,
  created_at: '2026-03-05T00:00:00.000Z',
  updated_at: '2026-03-05T00:00:00.000Z',
  ...overrides,
});
const list = (data: User[]): UserList => ({ success: true, data, pagination: { page: 1, page_size: 10, total: data.length }, stats: { total: 3, admins: 1, editors: 1, customers: 1 } });
const rows = [
  person(1, 'admin', { username: 'Owner' }),
  person(9, 'customer', { username: 'Rahul', company_id: 3, company_name: 'Harbour Realty' }),
  person(12, 'editor', { username: 'Old Editor', is_active: false }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Role and User Management', () => {
  it("shows the spec's columns with company, status and created date", async () => {
    signInAs('admin');
    mockApi({ 'GET /api/v1/users/': list(rows) });
    renderScreen('/roles', <RolesScreen />);
    expect(screen.getByRole('heading', { name: 'Role and User Management' })).toBeInTheDocument();
    await screen.findByText('Rahul');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role', 'Company', 'Status', 'Created Date', 'Actions']);
    const rahul = within(table).getByRole('row', { name: /Rahul/ });
    expect(within(rahul).getByText('Harbour Realty')).toBeInTheDocument();
    expect(within(rahul).getByText('Active')).toBeInTheDocument();
    expect(within(rahul).getByText('05-03-2026')).toBeInTheDocument();
    const old = within(table).getByRole('row', { name: /Old Editor/ });
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: /Delete/ })).toBeDisabled();
  });

  it('asks the server for deactivated accounts too when "Show inactive" is ticked', async () => {
    signInAs('admin');
    const api = mockApi({ 'GET /api/v1/users/': list(rows) });
    renderScreen('/roles', <RolesScreen />);
    await screen.findByRole('table');
    expect(api.callsTo('GET', '/api/v1/users/')[0]!.query.get('include_inactive')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show inactive' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/users/').at(-1)!.query.get('include_inactive')).toBe('true'));
  });

  it('deletes (deactivates) after the confirmation and toasts', async () => {
    signInAs('admin');
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({ 'GET /api/v1/users/': list(rows), 'DELETE /api/v1/users/9/': jsonResponse(200, { success: true, message: 'User deactivated' }) });
    renderScreen('/roles', <RolesScreen />);
    await screen.findByText('Rahul');
    const rahul = screen.getByRole('row', { name: /Rahul/ });
    await userEvent.click(within(rahul).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete user 'Rahul'? They are signed out and can no longer sign in; their projects, uploads and history stay.");
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('User deleted successfully!', expect.anything()));
    expect(api.callsTo('DELETE', '/api/v1/users/9/')).toHaveLength(1);
  });
});
