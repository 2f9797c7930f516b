import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Company, CompanyList, User, UserList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { CompaniesPage } from './companies-page';

const harbour: Company = {
  id: 7,
  companyName: 'Harbour Realty',
  name: 'Harbour Realty',
  email: 'office@harbour.example',
  phone: '+91 98765 00000',
  mobile: '+91 98765 00000',
  address: '12 Marine Drive, Mumbai',
  website: null,
  is_active: true,
  project_count: 2,
  client_login_count: 1,
  created_at: '2024-11-30T08:00:00.000Z',
  updated_at: '2024-11-30T08:00:00.000Z',
};
const companies: CompanyList = { success: true, data: [harbour], pagination: { page: 1, page_size: 10, total: 1 }, stats: { total: 1, active: 1, with_website: 0, this_month: 0 } };
const contact = (id: number, username: string, email: string): User => ({
  id, username, email, type: 'client', role_id: 5, role_name: 'customer', company_id: 7, company_name: 'Harbour Realty', is_active: true,
  created_at: '2024-11-30T08:00:00.000Z', updated_at: '2024-11-30T08:00:00.000Z',
});
const contacts = (data: User[]): UserList => ({ success: true, data, stats: { total: 0, admins: 0, editors: 0, customers: data.length } });

beforeEach(() => signInAs('user'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('inviting client companies and their contacts', () => {
  it('adds a company by invitation unless staff choose to type a password', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCompanies: companies,
      createCompany: jsonResponse(201, { success: true, message: 'Company added successfully!', data: { ...harbour, id: 8 } }),
    });
    renderScreen('/companies', <CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Company' });
    expect(within(dialog).getByLabelText(/Send an invitation e-mail/)).toBeChecked();
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Company Name/), 'Coastal Estates');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'hello@coastal.example');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '+91 90000 11111');
    await userEvent.type(within(dialog).getByLabelText(/Address/), '4 Beach Road, Goa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Company' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Company added successfully!', { description: 'An invitation is on its way to hello@coastal.example.' }));
    const body = api.callsTo('createCompany')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ companyName: 'Coastal Estates', email: 'hello@coastal.example', invite: true });
    expect(body).not.toHaveProperty('password');
  });

  it("lists a company's contacts and invites another from its screen", async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCompanies: companies,
      listUsers: contacts([contact(1, 'Ana Lee', 'ana@harbour.example'), contact(2, 'Raj Patel', 'raj@harbour.example')]),
      createUser: jsonResponse(201, { success: true, message: 'User added successfully!', data: contact(3, 'Mia Chen', 'mia@harbour.example') }),
    });
    renderScreen('/companies', <CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contacts of Harbour Realty' }));
    const sheet = await screen.findByRole('dialog', { name: 'Harbour Realty: contacts' });
    const list = await within(sheet).findByRole('list', { name: 'Contacts of Harbour Realty' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('ana@harbour.example'),
      expect.stringContaining('raj@harbour.example'),
    ]);
    expect(api.callsTo('listUsers')[0]!.query.get('company_id')).toBe('7');
    expect(within(sheet).getByText('office@harbour.example')).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Invite contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Contact' });
    expect(within(dialog).queryByLabelText(/Role/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'Mia Chen');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'mia@harbour.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('User added successfully!', { description: 'An invitation is on its way to mia@harbour.example.' }));
    expect(api.callsTo('createUser')[0]!.body).toEqual({ username: 'Mia Chen', email: 'mia@harbour.example', invite: true, role: 'customer', company_id: 7 });
  });

  it('says so when a company has no contacts yet', async () => {
    mockApi({ listCompanies: companies, listUsers: contacts([]) });
    renderScreen('/companies', <CompaniesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contacts of Harbour Realty' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
  });
});
