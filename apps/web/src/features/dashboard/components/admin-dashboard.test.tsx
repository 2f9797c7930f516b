import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { AdminDashboard } from './admin-dashboard';

const renderDashboard = () => renderScreen('/dashboard', <AdminDashboard />);

beforeEach(() => signInAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Admin Dashboard', () => {
  it('shows the five figures, expenses in rupees, each card linking to its screen', async () => {
    mockApi({
      getDashboard: { success: true, data: { projects: 1520, users: 14, companies: 12, invoices: 48, total_expenses: '123456.5' } },
    });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-Projects')).toHaveTextContent('1,520');
    expect(screen.getByTestId('dashboard-Users')).toHaveTextContent('14');
    expect(screen.getByTestId('dashboard-Companies')).toHaveTextContent('12');
    expect(screen.getByTestId('dashboard-Invoices')).toHaveTextContent('48');
    expect(screen.getByTestId('dashboard-Total Expenses')).toHaveTextContent('₹1,23,456.50');
    expect(screen.getByRole('link', { name: /^Projects: 1,520/ })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: /^Users: 14/ })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('link', { name: /^Companies: 12/ })).toHaveAttribute('href', '/companies');
    expect(screen.getByRole('link', { name: /^Invoices: 48/ })).toHaveAttribute('href', '/invoices');
  });

  it('is titled Dashboard for staff, Admin Dashboard only for the owner', async () => {
    mockApi({ getDashboard: () => new Promise<Response>(() => {}) });
    signInAs('user', 'staff');
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it("shows 'Loading dashboard...' while the figures load", async () => {
    mockApi({ getDashboard: () => new Promise<Response>(() => {}) });
    renderDashboard();
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
  });

  it('shows the failure message on the page, without a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    mockApi({ getDashboard: jsonResponse(500, { success: false, message: 'Something went wrong', code: 'INTERNAL' }) });
    renderDashboard();
    expect(await screen.findByText('Failed to load dashboard data. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
