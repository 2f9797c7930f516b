import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { expectSkipLinkFirst } from '@/test/expect-skip-link';
import { AppShell } from './app-shell';

const auth = vi.hoisted(() => ({
  session: null as Session | null,
  logout: vi.fn(async () => {}),
}));

vi.mock('@/lib/auth', () => ({
  useAuth: () => ({ session: auth.session, loading: false, logout: auth.logout }),
}));

const staff: Session = {
  token: 't',
  type: 'user',
  id: 4,
  username: 'dana',
  email: 'dana@example.com',
  roleId: 2,
  roleName: 'user',
};

function renderShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppShell title="Projects" />}>
          <Route path="*" element={<p>page body</p>} />
        </Route>
        <Route path="/admin/login" element={<p>admin login screen</p>} />
        <Route path="/login" element={<p>client login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppShell', () => {
  beforeEach(() => {
    auth.session = staff;
    auth.logout.mockClear();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
  });

  it('renders the matched page inside main', () => {
    renderShell('/companies');
    expect(within(screen.getByRole('main')).getByText('page body')).toBeInTheDocument();
  });

  it('shows the brand, the staff items and the footer', () => {
    renderShell('/companies');
    expect(screen.getByText('Portal')).toBeInTheDocument();
    expect(screen.getByText('Real Estate Photography')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Companies',
      'Projects',
      'Calendar',
      'Users',
      'Invoices',
      'Revisions',
      'Overview',
    ]);
    expect(screen.getByText('© 2026 Portal. All rights reserved.')).toBeInTheDocument();
  });

  it('highlights the item of the current path, detail screens included', () => {
    renderShell('/project/12');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Companies' })).not.toHaveAttribute('aria-current');
  });

  it('shows the username and role name, or the email when there is no username', () => {
    auth.session = { ...staff, username: '' };
    renderShell('/users');
    expect(screen.getAllByText('dana@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Staff').length).toBeGreaterThan(0);
  });

  it('offers "Skip to main content" as the first Tab stop, before the sidebar', async () => {
    renderShell('/projects');
    await expectSkipLinkFirst();
  });

  it('shows the page title in the header', () => {
    renderShell('/projects');
    expect(within(screen.getByRole('banner')).getByText('Projects')).toBeInTheDocument();
  });

  it('logs staff out to the admin login', async () => {
    renderShell('/projects');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByText('admin login screen')).toBeInTheDocument());
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('logs a client out to the client login from the sidebar', async () => {
    auth.session = { ...staff, type: 'company', roleName: 'client' };
    renderShell('/client/projects');
    const sidebarLogout = screen.getAllByRole('button', { name: 'Logout' }).find((b) => !screen.getByRole('banner').contains(b));
    fireEvent.click(sidebarLogout!);
    await waitFor(() => expect(screen.getByText('client login screen')).toBeInTheDocument());
  });
});
