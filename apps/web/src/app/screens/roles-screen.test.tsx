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
    mockApi({ listUsers: list(rows) });
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
    const api = mockApi({ listUsers: list(rows) });
    renderScreen('/roles', <RolesScreen />);
    await screen.findByRole('table');
    expect(api.callsTo('listUsers')[0]!.query.get('include_inactive')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show inactive' }));
    await waitFor(() => expect(api.callsTo('listUsers').at(-1)!.query.get('include_inactive')).toBe('true'));
  });

  it('deletes (deactivates) after the confirmation and toasts', async () => {
    signInAs('admin');
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({ listUsers: list(rows), deleteUser: jsonResponse(200, { success: true, message: 'User deactivated' }) });
    renderScreen('/roles', <RolesScreen />);
    await screen.findByText('Rahul');
    const rahul = screen.getByRole('row', { name: /Rahul/ });
    await userEvent.click(within(rahul).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete user 'Rahul'? They are signed out and can no longer sign in; their projects, uploads and history stay.");
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('User deleted successfully!', expect.anything()));
    expect(api.callsTo('deleteUser', { id: 9 })).toHaveLength(1);
  });
});

describe('the roles, as the server states them', () => {
  const summaries = [
    { role: 'admin', name: 'Owner', permissions: [{ permission: 'settings.manage', description: 'Change the business profile, logo and settings' }], holders: [{ id: 1, kind: 'user', name: 'Olivia Owner', email: 'olivia@example.com', is_active: true }] },
    { role: 'user', name: 'Staff', permissions: [{ permission: 'projects.manage', description: 'Add, change and delete projects' }], holders: [] },
    { role: 'editor', name: 'Editor', permissions: [{ permission: 'files.write', description: 'Upload files, create folders and delete files on their assigned projects' }], holders: [{ id: 12, kind: 'user', name: 'Old Editor', email: 'old@example.com', is_active: false }] },
    { role: 'client', name: 'Client company', permissions: [{ permission: 'favourites.write', description: 'Mark photos as favourites' }], holders: [{ id: 3, kind: 'company', name: 'Harbour Realty', email: 'hello@harbour.test', is_active: true }] },
    { role: 'customer', name: 'Client contact', permissions: [{ permission: 'favourites.write', description: 'Mark photos as favourites' }], holders: [{ id: 9, kind: 'user', name: 'Rahul', email: 'rahul@harbour.test', is_active: true }] },
  ];

  it('shows each role with what it may do and links to who holds it', async () => {
    signInAs('admin');
    mockApi({ listUsers: list(rows), listRoles: { success: true, data: summaries } });
    renderScreen('/roles', <RolesScreen />);
    const roles = await screen.findByRole('region', { name: 'Roles' });
    const cards = (await within(roles).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(cards).toEqual(['Owner', 'Staff', 'Editor', 'Client company', 'Client contact']);

    const owner = within(roles).getByRole('heading', { name: 'Owner' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(owner).getByText('Change the business profile, logo and settings')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'Olivia Owner' })).toHaveAttribute('href', '/users?search=olivia%40example.com');

    const company = within(roles).getByRole('heading', { name: 'Client company' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(company).getByRole('link', { name: 'Harbour Realty' })).toHaveAttribute('href', '/companies?search=Harbour%20Realty');
    // A deactivated account holds the role no more.
    const editor = within(roles).getByRole('heading', { name: 'Editor' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(editor).getByText('Nobody holds this role yet.')).toBeInTheDocument();
  });
});
