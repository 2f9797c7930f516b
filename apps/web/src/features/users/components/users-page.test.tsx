import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Company, User, UserList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { UsersPage } from './users-page';

const user = (id: number, role_name: string, overrides: Partial<User> = {}): User => ({
  id,
  username: `person${id}`,
  email: `person${id}@example.com`,
  type: role_name === 'admin' ? 'admin' : role_name === 'customer' ? 'client' : 'user',
  role_id: 1,
  role_name,
  company_id: null,
  company_name: null,
  is_active: true,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

const rows = [
  user(1, 'admin', { username: 'owner' }),
  user(7, 'editor', { username: 'priya' }),
  user(9, 'customer', { username: 'rahul', company_id: 3, company_name: 'Harbour Realty' }),
];
const listAnswer = (data: User[], total = data.length): UserList => ({
  success: true,
  data,
  pagination: { page: 1, page_size: 10, total },
  stats: { total: 14, admins: 1, editors: 4, customers: 6 },
});
const companies = {
  success: true,
  data: [{ id: 3, companyName: 'Harbour Realty', name: 'Harbour Realty' } as Company, { id: 4, companyName: 'Skyline Homes', name: 'Skyline Homes' } as Company],
  stats: { total: 2, active: 2, with_website: 0, this_month: 0 },
};

const renderUsers = (path = '/users') => renderScreen('/users', <UsersPage />, path);

async function chooseOption(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('User Management', () => {
  it('shows the rows with role badges and user ids, and the stat cards', async () => {
    signInAs('user');
    mockApi({ listUsers: listAnswer(rows) });
    renderUsers();

    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const rahul = (await screen.findByText('rahul')).closest('tr')!;
    expect(within(rahul).getByText('person9@example.com')).toBeInTheDocument();
    // Roles read by their one set of names (Owner, Staff, Editor, Client company, Client contact).
    expect(within(rahul).getByText('Client contact')).toBeInTheDocument();
    expect(within(rahul).getByText('Harbour Realty')).toBeInTheDocument();
    expect(within(rahul).getByText('#9')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('14');
    expect(screen.getByTestId('stat-Owners')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Editors')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-Client contacts')).toHaveTextContent('6');
    // Staff change client persons only: the owner's and the editor's rows are locked.
    expect(screen.getByRole('button', { name: 'Edit owner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit priya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete priya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit rahul' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete rahul' })).toBeEnabled();
  });

  it("shows 'No users found' for an empty answer", async () => {
    signInAs('user');
    mockApi({ listUsers: listAnswer([]) });
    renderUsers();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('puts the role filter and the search into the URL and the query', async () => {
    signInAs('user');
    const api = mockApi({ listUsers: listAnswer(rows) });
    const { router } = renderUsers();
    await screen.findByText('rahul');

    await chooseOption(screen.getByRole('combobox', { name: 'Filter by role' }), 'Editor');
    await waitFor(() => expect(router.state.location.search).toBe('?role=editor'));
    await waitFor(() => expect(api.callsTo('listUsers').at(-1)!.query.toString()).toBe('role=editor&page=1&page_size=10'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'pri');
    await waitFor(() => expect(router.state.location.search).toBe('?role=editor&search=pri'));
    await waitFor(() => expect(api.callsTo('listUsers').at(-1)!.query.get('search')).toBe('pri'));
  });

  it('offers staff the customer role only, and the owner every role', async () => {
    for (const [type, expected] of [['user', ['Client contact']], ['admin', ['Owner', 'Staff', 'Editor', 'Photographer', 'Client contact']]] as const) {
      signInAs(type);
      mockApi({ listUsers: listAnswer(rows), listCompanies: companies });
      const { unmount } = renderUsers();
      await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
      await userEvent.click(within(dialog).getByLabelText(/Role/));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options, type).toEqual(expected);
      unmount();
    }
  });

  it('adds a customer: requires a company, then POSTs with company_id and toasts', async () => {
    signInAs('admin');
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const failure = vi.spyOn(toast, 'error').mockReturnValue(1);
    const api = mockApi({
      listUsers: listAnswer(rows),
      listCompanies: companies,
      createUser: jsonResponse(201, { success: true, message: 'User added successfully!', data: user(20, 'customer') }),
    });
    renderUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    // An invitation is offered first; this customer gets a typed password.
    await userEvent.click(within(dialog).getByLabelText(/Set a password now/));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Error', { description: 'Please fill in all required fields.' }));

    await userEvent.type(within(dialog).getByLabelText(/Username/), 'meera');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'meera@harbour.example');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'harbour-2024');
    await chooseOption(within(dialog).getByLabelText(/Role/), 'Client contact');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('Select the company this customer belongs to')).toBeInTheDocument();
    await waitFor(() => expect(failure).toHaveBeenLastCalledWith('Error', { description: 'Please select a company for client users.' }));
    expect(api.callsTo('createUser')).toHaveLength(0);

    await chooseOption(within(dialog).getByLabelText(/Company/), 'Skyline Homes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('User added successfully!', expect.anything()));
    expect(api.callsTo('createUser')[0]!.body).toEqual({
      username: 'meera',
      email: 'meera@harbour.example',
      password: 'harbour-2024',
      role: 'customer',
      company_id: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a user: password blank and not sent, a role change goes through the role call', async () => {
    signInAs('admin');
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listUsers: listAnswer(rows),
      updateUser: { success: true, data: rows[1] },
      assignUserRole: { success: true, data: user(7, 'user') },
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit priya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('priya');
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');

    await chooseOption(within(dialog).getByLabelText(/Role/), 'Staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('User updated successfully!', expect.anything()));
    expect(api.callsTo('updateUser', { id: 7 })[0]!.body).toEqual({ username: 'priya', email: 'person7@example.com' });
    expect(api.callsTo('assignUserRole', { id: 7 })[0]!.body).toEqual({ role: 'user' });
  });

  it('shows a duplicate e-mail (409) under the email field only, with no toast', async () => {
    signInAs('admin');
    const failure = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({
      listUsers: listAnswer(rows),
      updateUser: jsonResponse(409, { success: false, message: 'email: an account with person7@example.com already exists', code: 'CONFLICT', errors: [{ field: 'email', message: 'already exists' }] }),
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit priya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));

    expect(await within(dialog).findByText('Email already exists')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failure).not.toHaveBeenCalled();
  });

  it('deletes (deactivates) after confirmation', async () => {
    signInAs('user');
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listUsers: listAnswer(rows),
      deleteUser: { success: true, message: 'User deleted successfully!' },
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rahul' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete user 'rahul'? They are signed out and can no longer sign in; their projects, uploads and history stay.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('User deleted successfully!', expect.anything()));
    expect(api.callsTo('deleteUser', { id: 9 })).toHaveLength(1);
  });

  it("toasts 'Failed to delete user.' with the server's reason", async () => {
    signInAs('user');
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({
      listUsers: listAnswer(rows),
      deleteUser: jsonResponse(409, { success: false, message: 'You cannot delete your own account.', code: 'CONFLICT' }),
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rahul' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to delete user.', expect.objectContaining({ description: 'You cannot delete your own account.' })),
    );
  });

  it("toasts 'Error loading users / Could not fetch users data.' when the list fails", async () => {
    signInAs('user');
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ listUsers: jsonResponse(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }) });
    renderUsers();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error loading users', expect.objectContaining({ description: 'Could not fetch users data.' })));
  });
});
