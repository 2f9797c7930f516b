import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Company, CompanyList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { CompaniesPage } from './companies-page';

const company = (id: number, overrides: Partial<Company> = {}): Company => ({
  id,
  companyName: `Company ${id}`,
  name: `Company ${id}`,
  email: `office${id}@example.com`,
  phone: '+91 98765 00000',
  mobile: '+91 98765 00000',
  address: '12 Marine Drive, Mumbai',
  website: null,
  is_active: true,
  project_count: 0,
  client_login_count: 0,
  created_at: '2024-11-30T08:00:00.000Z',
  updated_at: '2024-11-30T08:00:00.000Z',
  ...overrides,
});

const rows = [
  company(1, { companyName: 'Harbour Realty', name: 'Harbour Realty', website: 'https://www.harbour.example' }),
  company(2, { companyName: 'Skyline Homes', name: 'Skyline Homes' }),
];
const listAnswer = (data: Company[], total = data.length): CompanyList => ({
  success: true,
  data,
  pagination: { page: 1, page_size: 10, total },
  stats: { total: 12, active: 9, with_website: 4, this_month: 3 },
});

const renderCompanies = (path = '/companies') => renderScreen('/companies', <CompaniesPage />, path);

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Company' }));
  return screen.findByRole('dialog', { name: 'Add New Company' });
}

/** Adding offers an invitation first; these tests type the password instead. */
const choosePassword = (dialog: HTMLElement) => userEvent.click(within(dialog).getByLabelText(/Set a password now/));

async function fillDetails(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Company Name/), 'Coastal Estates');
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'hello@coastal.example');
  await userEvent.type(within(dialog).getByLabelText(/Phone/), '+91 90000 11111');
  await userEvent.type(within(dialog).getByLabelText(/Address/), '4 Beach Road, Goa');
}

beforeEach(() => signInAs('user'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Company Management', () => {
  it('shows rows with contact, website link and DD-MM-YYYY date, and the stat cards', async () => {
    mockApi({ listCompanies: listAnswer(rows) });
    renderCompanies();

    expect(screen.getByRole('heading', { name: 'Company Management' })).toBeInTheDocument();
    const harbour = (await screen.findByText('Harbour Realty')).closest('tr')!;
    expect(within(harbour).getByText('office1@example.com')).toBeInTheDocument();
    expect(within(harbour).getByText('+91 98765 00000')).toBeInTheDocument();
    expect(within(harbour).getByText('12 Marine Drive, Mumbai')).toBeInTheDocument();
    expect(within(harbour).getByRole('link', { name: /harbour\.example/ })).toHaveAttribute('href', 'https://www.harbour.example');
    expect(within(harbour).getByText('30-11-2024')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-Active')).toHaveTextContent('9');
    expect(screen.getByTestId('stat-With Website')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-This Month')).toHaveTextContent('3');
  });

  it('writes the search into the URL and asks the API with it, back on page 1', async () => {
    const api = mockApi({ listCompanies: listAnswer(rows, 30) });
    const { router } = renderCompanies('/companies?page=2');
    await screen.findByText('Harbour Realty');
    expect(api.callsTo('listCompanies')[0]!.query.get('page')).toBe('2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'mumbai');

    await waitFor(() => expect(router.state.location.search).toBe('?search=mumbai'));
    await waitFor(() => expect(api.callsTo('listCompanies').at(-1)!.query.toString()).toBe('search=mumbai&page=1&page_size=10'));
  });

  it('refuses a password that does not match its confirmation, sending nothing', async () => {
    const api = mockApi({ listCompanies: listAnswer(rows) });
    renderCompanies();
    const dialog = await openAddDialog();
    await fillDetails(dialog);
    await choosePassword(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm Password/), 'longenough2');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('createCompany')).toHaveLength(0);
  });

  it('requires the fields and a password of 8 characters when adding', async () => {
    const api = mockApi({ listCompanies: listAnswer(rows) });
    renderCompanies();
    const dialog = await openAddDialog();
    await choosePassword(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    for (const message of ['Company name is required', 'Email is required', 'Phone is required', 'Address is required', 'Password must be at least 8 characters', 'Please confirm the password']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('createCompany')).toHaveLength(0);
  });

  it('adds a company: POSTs both name spellings and the password, toasts and closes', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCompanies: listAnswer(rows),
      createCompany: jsonResponse(201, { success: true, message: 'Company added successfully!', data: company(3) }),
    });
    renderCompanies();
    await screen.findByText('Harbour Realty');
    const dialog = await openAddDialog();
    await fillDetails(dialog);
    await userEvent.type(within(dialog).getByLabelText(/Website/), 'coastal.example');
    await choosePassword(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'sea-view-123');
    await userEvent.type(within(dialog).getByLabelText(/Confirm Password/), 'sea-view-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Company added successfully!', expect.anything()));
    expect(api.callsTo('createCompany')[0]!.body).toEqual({
      companyName: 'Coastal Estates',
      name: 'Coastal Estates',
      email: 'hello@coastal.example',
      phone: '+91 90000 11111',
      mobile: '+91 90000 11111',
      address: '4 Beach Road, Goa',
      website: 'https://coastal.example',
      password: 'sea-view-123',
      confirm_password: 'sea-view-123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('listCompanies')).toHaveLength(2));
  });

  it('edits without a password: never pre-filled, not sent when left blank', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCompanies: listAnswer(rows),
      updateCompany: { success: true, message: 'Company updated successfully!', data: company(2) },
    });
    renderCompanies();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Skyline Homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    expect(within(dialog).getByLabelText(/Company Name/)).toHaveValue('Skyline Homes');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Confirm Password/)).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Company' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Company updated successfully!', expect.anything()));
    const body = api.callsTo('updateCompany', { id: 2 })[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ companyName: 'Skyline Homes', website: null });
    expect(body).not.toHaveProperty('password');
  });

  it('shows a duplicate e-mail (409 naming the field) under the email field only, with no toast', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({
      listCompanies: listAnswer(rows),
      updateCompany: jsonResponse(409, {
        success: false,
        message: 'A company with this email already exists.',
        code: 'EMAIL_TAKEN',
        errors: [{ field: 'email', message: 'A company with this email already exists.' }],
      }),
    });
    renderCompanies();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Skyline Homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Company' }));

    expect(await within(dialog).findByText('A company with this email already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    // The field says it; no toast says it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
  });

  it('deletes after confirmation, and shows what blocks a delete (409)', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    // A project added by someone else since the list was read: the server still refuses.
    const reason = 'Company "Harbour Realty" has 1 project(s); delete or move them first.';
    const api = mockApi({
      listCompanies: listAnswer(rows),
      deleteCompany: ({ params }) =>
        params.id === '1' ? jsonResponse(409, { success: false, message: reason, code: 'COMPANY_HAS_PROJECTS' }) : jsonResponse(200, { success: true, message: 'Company deleted successfully!' }),
    });
    renderCompanies();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbour Realty' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete company 'Harbour Realty'? Its own sign-in and any plan subscriptions are deleted too; its ledger entries stay, no longer linked to it.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete company.', expect.objectContaining({ description: reason })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Skyline Homes' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Company deleted successfully!', expect.anything()));
    expect(api.callsTo('deleteCompany', { id: 2 })).toHaveLength(1);
  });

  it('says what keeps a company from being deleted, and offers no Delete then', async () => {
    const api = mockApi({
      listCompanies: listAnswer([
        company(3, { companyName: 'Busy Realty', name: 'Busy Realty', project_count: 3 }),
        company(4, { companyName: 'Staffed Homes', name: 'Staffed Homes', client_login_count: 2 }),
      ]),
    });
    renderCompanies();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Busy Realty' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cannot delete' });
    expect(confirm).toHaveTextContent("'Busy Realty' has 3 projects, so it cannot be deleted: delete them or move them to another company first.");
    expect(within(confirm).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Staffed Homes' }));
    confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("'Staffed Homes' still has 2 active client logins, so it cannot be deleted: delete those users first.");
    expect(api.callsTo('deleteCompany', { id: 4 })).toHaveLength(0);
  });
});
