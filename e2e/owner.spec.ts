import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsAdmin, snapshot } from './support.ts';

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
/** '₹1,23,456.78' or '-₹12.00' -> a number of rupees. */
const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, '').replace('−', '-'));
const balanceExpense = async (page: Page) => rupees(/Expenses (-?₹[\d,.]+)/.exec(await page.getByText(/^Income .* over 12 months$/).innerText())![1]!);

/** No stat figure on the page is cut off: each fits its own box, whatever its size. */
async function expectFiguresWhole(page: Page, where: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="stat-"], [data-testid^="dashboard-"]')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );
  expect(cut, where).toEqual([]);
}

test('the money screens fit at 1280 with the sidebar open and at 390: no figure cut off, the balance chart fills its card', async ({ page, request }) => {
  await signInAsAdmin(page);
  // Crores of rupees on every card: ₹1,17,00,000.00 of income, ₹23,45,678.90 of expense, taken out again at the end.
  const headers = { Authorization: `Token ${await page.evaluate(() => sessionStorage.getItem('token'))}` };
  const big = [
    { type: 'income', amount: '11700000', description: 'Township brochure licence', category: 'License Sales' },
    { type: 'expense', amount: '2345678.90', description: 'Drone fleet', category: 'Equipment' },
  ];
  const ids: number[] = [];
  for (const data of big) ids.push((await (await request.post('/api/v1/transactions/', { headers, data })).json()).data.id);
  try {
    await checkMoneyScreens(page);
  } finally {
    for (const id of ids) await request.delete(`/api/v1/transactions/${id}/`, { headers });
  }
});

async function checkMoneyScreens(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const path of ['/dashboard', '/invoices', '/overview?period=all_time', '/income-expense']) {
      await page.goto(path);
      await expect(page.locator('[data-testid^="stat-"], [data-testid^="dashboard-"]').first()).toBeVisible();
      await expectFiguresWhole(page, `${path} at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.goto('/overview?period=all_time');
    const chart = page.getByRole('img', { name: /Overall balance by month/ });
    await expect(chart.locator('svg').first()).toBeVisible();
    const [chartBox, cardBox] = await Promise.all([chart.boundingBox(), page.locator('[data-slot="card"]').filter({ has: chart }).boundingBox()]);
    // The chart spans its card but for the card's padding, and is at least as tall as before.
    expect(chartBox!.width).toBeGreaterThan(cardBox!.width - 64);
    expect(chartBox!.height).toBeGreaterThanOrEqual(288);
    await snapshot(page, `owner-overview-${width}`);
  }
}

test('the owner adds an expense and sees the Overview figures and the balance chart move by it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('img', { name: /Overall balance by month/ })).toBeVisible();
  const expensesBefore = rupees(await page.getByTestId('stat-Expenses').innerText());
  const profitBefore = rupees(await page.getByTestId('stat-Profit').innerText());
  const expenseBefore = await balanceExpense(page);

  await page.getByRole('link', { name: 'Income and Expense' }).click();
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please fill in all required fields.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Expense' }).click();
  await dialog.getByLabel(/Amount/).fill('1234.56');
  await dialog.getByLabel(/Description/).fill('Replacement flash');
  await dialog.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Equipment' }).click();
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
  const row = page.getByRole('row', { name: /Replacement flash/ });
  await expect(row).toContainText('−₹1,234.56');
  await snapshot(page, 'owner-income-expense');

  // The Overview shows its figures of the first visit while it reads them again, and the screen left
  // behind has an Expenses card of its own: every figure is waited for on the Overview itself.
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect.poll(async () => rupees(await page.getByTestId('stat-Expenses').innerText())).toBeCloseTo(expensesBefore + 1234.56, 2);
  await expect.poll(async () => rupees(await page.getByTestId('stat-Profit').innerText())).toBeCloseTo(profitBefore - 1234.56, 2);
  await expect.poll(() => balanceExpense(page)).toBeCloseTo(expenseBefore + 1234.56, 2);
  await snapshot(page, 'owner-overview');

  // Deleting it puts the figures back.
  await page.getByRole('link', { name: 'Income and Expense' }).click();
  await row.getByRole('button', { name: 'Delete Replacement flash' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Delete/ }).click();
  await expect(toast(page, 'Transaction deleted successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect.poll(async () => rupees(await page.getByTestId('stat-Expenses').innerText())).toBeCloseTo(expensesBefore, 2);
  await expect.poll(async () => rupees(await page.getByTestId('stat-Profit').innerText())).toBeCloseTo(profitBefore, 2);
});

test('the owner subscribes a company to a plan and cancels it', async ({ page, request }) => {
  await signInAsAdmin(page);
  // A company of this run's own, made through the API as staff would.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const companyName = `Harbourside Agents ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/companies/', {
    headers: { Authorization: `Token ${token}` },
    data: { companyName, email: `${Date.now().toString(36)}@harbourside.test`, phone: '0400 000 111', address: '2 Quay St', password: 'Company-Pa55word!', confirm_password: 'Company-Pa55word!' },
  });
  expect(created.ok()).toBe(true);

  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('list', { name: 'Plans' }).getByText('Professional')).toBeVisible();
  await page.getByRole('button', { name: 'New Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Subscription' });
  for (const [label, option] of [[/Company/, companyName], [/Plan/, /^Professional/], [/Billing Cycle/, /^Monthly/]] as const) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }
  await dialog.getByRole('button', { name: 'Create Subscription' }).click();
  await expect(toast(page, 'Subscription created successfully!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(companyName);
  const row = page.getByRole('row', { name: new RegExp(companyName) });
  await expect(row).toContainText('₹79.00 / month');
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  await snapshot(page, 'owner-subscriptions');

  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription cancelled successfully!')).toBeVisible();
  await expect(row.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
