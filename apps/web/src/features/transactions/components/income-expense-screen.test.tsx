import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Transaction, TransactionList } from '@portal/contract';
import { polyfillRadix } from '@/test/project-fixtures';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { IncomeExpenseScreen } from './income-expense-screen';

const row = (overrides: Partial<Transaction>): Transaction => ({
  id: 1,
  source: 'manual',
  type: 'expense',
  amount: '99.99',
  description: 'Lightroom plan',
  category: 'Software',
  date: '2026-11-03',
  project: null,
  client: null,
  created_at: '2026-11-03T10:00:00.000Z',
  ...overrides,
});
const finance = { revenue: '385.00', billed: '770.00', other_income: '150.00', expenses: '99.99', profit: '435.01' };
const list = (data: Transaction[], stats = { income: '535.00', expense: '99.99', net: '435.01', finance }): TransactionList => ({
  success: true,
  data,
  pagination: { page: 1, page_size: 20, total: data.length },
  stats,
});
const ledger = list([
  row({}),
  row({ id: 5, source: 'invoice', type: 'income', amount: '385.00', description: 'Invoice INV-2026-004', category: 'Service Revenue', project: { id: 7, projectName: '12 Ocean View Rd' }, client: { id: 3, companyName: 'Harbour Realty' } }),
]);

beforeEach(() => {
  polyfillRadix();
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Income and Expense', () => {
  it("shows the studio's figures in its words, the rows with their source, and deletes only entries made by hand", async () => {
    mockApi({ listTransactions: ledger });
    renderScreen('/income-expense', <IncomeExpenseScreen />);
    expect(await screen.findByTestId('stat-Revenue')).toHaveTextContent('₹385.00');
    expect(screen.getByText('Paid invoices')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Other income')).toHaveTextContent('₹150.00');
    expect(screen.getByTestId('stat-Expenses')).toHaveTextContent('₹99.99');
    expect(screen.getByText('Invoice expenses and ledger costs')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Profit')).toHaveTextContent('₹435.01');
    expect(screen.getByTestId('stat-Profit')).toHaveClass('text-emerald-600');
    const invoiceRow = await screen.findByRole('row', { name: /INV-2026-004/ });
    expect(within(invoiceRow).getByText('From invoice')).toBeInTheDocument();
    expect(within(invoiceRow).getByText('12 Ocean View Rd · Harbour Realty')).toBeInTheDocument();
    expect(within(invoiceRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(screen.getByRole('row', { name: /Lightroom plan/ })).getByRole('button', { name: 'Delete Lightroom plan' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("Delete the expense 'Lightroom plan' (−₹99.99, 03-11-2026)? Only this ledger entry is deleted.");
  });

  it('switches tabs through the URL and asks the server for that type', async () => {
    const api = mockApi({ listTransactions: ledger });
    const { router } = renderScreen('/income-expense', <IncomeExpenseScreen />);
    await screen.findByRole('row', { name: /Lightroom plan/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=expense'));
    await waitFor(() => expect(api.callsTo('listTransactions').at(-1)!.query.get('type')).toBe('expense'));
  });

  it("toasts 'Please fill in all required fields.' and sends nothing until amount, description and category are given, then adds", async () => {
    const failure = vi.spyOn(toast, 'error').mockReturnValue(1);
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listTransactions: ledger,
      createTransaction: jsonResponse(201, { success: true, message: 'Transaction added successfully!', data: row({ id: 9 }) }),
    });
    renderScreen('/income-expense', <IncomeExpenseScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Transaction' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', { description: 'Please fill in all required fields.' }));
    expect(api.callsTo('createTransaction')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expense' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '1250.50');
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'New flash');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Equipment', 'Software', 'Travel', 'Marketing', 'Office Supplies', 'Utilities', 'Salary', 'Other Expense']);
    await userEvent.click(screen.getByRole('option', { name: 'Equipment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Transaction added successfully!', expect.anything()));
    expect(api.callsTo('createTransaction')[0]!.body).toMatchObject({ type: 'expense', amount: '1250.50', description: 'New flash', category: 'Equipment' });
  });
});
