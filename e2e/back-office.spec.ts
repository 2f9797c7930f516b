import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations, pdfToPng, pdfToText, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const category = `Residential ${run}`;
const service = `Standard Photography ${run}`; // the demo studio has a 'Standard Photography' too
const company = `Harbour Realty ${run}`;
const editor = { username: `edna-${run}`, email: `edna-${run}@e2e.test`, password: 'Editor-Pa55word!' };
const projectName = `12 Harbour View Rd ${run}`;

/** A success toast with exactly this text. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Types into a list's search box, so the row sits on the first page however many there are. */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** '₹1,23,456.00' or '-₹115.00' as a number. */
const fromInr = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** A text field by its label, with or without the required mark: 'Password' is not 'Confirm Password'. */
const textField = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

/** Opens a Radix select by its label and picks the option whose name matches. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff runs a project from booking to paid invoice while the editor sees it until it is completed', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  // A category.
  await page.goto('/project-categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Category' });
  await dialog.getByLabel('Category Name').fill(category);
  await dialog.getByLabel('Description').fill('Houses and apartments for sale or rent');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page, 'Category added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'Search categories', category);
  await expect(page.getByRole('row').filter({ hasText: category })).toBeVisible();

  // A service at 350 with 10% GST.
  await page.goto('/project-services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Service Name').fill(service);
  await dialog.getByLabel('Price').fill('350');
  await choose(page, 'GST Rate', '10% of Price GST');
  await dialog.getByLabel('Description').fill('Twenty edited photos of the property');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page, 'Service added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'Search services', service);
  await expect(page.getByRole('row', { name: new RegExp(service) }).first()).toContainText('₹350.00');
  await snapshot(page, 'back-office-service');

  // A client company.
  await page.goto('/companies');
  await page.getByRole('button', { name: 'Add Company' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Company' });
  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByLabel('Email').fill(`office-${run}@harbour.test`);
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  await dialog.getByLabel('Address').fill('1 Beach Rd, Mumbai');
  await dialog.getByLabel(/Set a password now/).check();
  await textField(dialog, 'Password').fill('Company-Pa55word!');
  await textField(dialog, 'Confirm Password').fill('Company-Pa55word!');
  await expectNoSeriousA11yViolations(page, 'add company dialog');
  await dialog.getByRole('button', { name: 'Add Company' }).click();
  await expect(toast(page, 'Company added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'Search companies', company);
  await expect(page.getByText(company).first()).toBeVisible();

  // An editor account.
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Username').fill(editor.username);
  await dialog.getByLabel('Email').fill(editor.email);
  await dialog.getByLabel(/Set a password now/).check();
  await textField(dialog, 'Password').fill(editor.password);
  await choose(page, 'Role', 'Editor');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, 'Search users', editor.email);
  await expect(page.getByText(editor.email).first()).toBeVisible();

  // The project, and the invoice generated with it.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await dialog.getByLabel('Project Name').fill(projectName);
  await choose(page, 'Client', company);
  await choose(page, 'Category', category);
  await choose(page, 'Service', new RegExp(`^${service}`));
  await dialog.getByLabel('Site Address').fill('https://maps.example.com/12-harbour-view');
  await expectNoSeriousA11yViolations(page, 'add project dialog');
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(toast(page, 'Project created successfully! Invoice will be auto-generated.')).toBeVisible();
  await expect(toast(page, 'Invoice Generated')).toBeVisible();
  await search(page, 'Search projects', projectName);
  const projectLink = page.getByRole('link', { name: projectName, exact: true });
  await expect(projectLink).toBeVisible();
  const projectPath = await projectLink.getAttribute('href');
  expect(projectPath).toMatch(/^\/project\/\d+$/);
  await snapshot(page, 'back-office-project-created');

  await page.goto('/invoices');
  await search(page, 'Search invoices', projectName);
  const invoice = page.getByRole('article').filter({ hasText: projectName });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText('Base Amount₹350.00');
  await expect(invoice).toContainText('GST (10%)₹35.00');
  // The studio's expenses sit apart from the billed total.
  await expect(invoice.getByRole('group', { name: 'Studio costs, not billed' })).toContainText('Expenses · not billed₹0.00');
  await expect(invoice).toContainText('Total₹385.00');
  await expect(invoice.getByText('Not Paid')).toBeVisible();
  await snapshot(page, 'back-office-invoice-generated');

  // Send it to the client, then download its PDF: the invoice number, the service and the total are in it.
  await expect(invoice.getByLabel('Invoice Draft')).toBeVisible();
  await invoice.getByRole('button', { name: 'Send', exact: true }).click();
  let confirm = page.getByRole('alertdialog', { name: /^Send invoice INV-\d{4}-\d{3,}\?$/ });
  await expect(confirm).toContainText(`${company} (office-${run}@harbour.test) gets an e-mail with invoice`);
  await expect(confirm).toContainText('download it as a PDF in the client portal');
  await snapshot(page, 'back-office-confirm-send');
  await confirm.getByRole('button', { name: 'Send invoice' }).click();
  await expect(toast(page, 'Invoice sent successfully!')).toBeVisible();
  await expect(invoice.getByLabel('Invoice Sent')).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Resend' })).toBeVisible();
  const invoiceNumber = (await invoice.getByText(/^INV-\d{4}-\d{3,}$/).innerText()).trim();
  const [pdf] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: `Download ${invoiceNumber} as PDF` }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const pdfPath = (await pdf.path())!;
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfToText(pdfPath);
  // The rupee sign prints (an embedded font has it) and GST reads as on the card.
  for (const expected of [invoiceNumber, service, 'GST (10%)', '₹350.00', '₹35.00', '₹385.00', projectName]) expect(text).toContain(expected);
  pdfToPng(pdfPath, 'back-office-invoice-pdf');

  // Assign the editor.
  await page.goto(projectPath!);
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await page.getByRole('button', { name: 'Assign Editor' }).click();
  dialog = page.getByRole('dialog', { name: 'Assign Editor' });
  await expect(dialog.getByRole('button', { name: 'Assign Editor' })).toBeDisabled();
  await choose(page, 'Editor', new RegExp(`^${editor.username}`));
  await dialog.getByRole('button', { name: 'Assign Editor' }).click();
  await expect(toast(page, 'Editor assigned successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Editor: ${editor.username}`)).toBeVisible();
  await snapshot(page, 'back-office-editor-assigned');

  // The editor, in a browser of their own, finds the project in Your Tasks.
  const editorContext = await browser.newContext({ baseURL });
  const editorPage = await editorContext.newPage();
  await editorPage.goto('/admin/login');
  await submitLogin(editorPage, 'Admin Sign In', editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/editor$/);
  await expect(editorPage.getByRole('heading', { name: 'Your Tasks' })).toBeVisible();
  const task = editorPage.getByRole('row').filter({ has: editorPage.getByRole('link', { name: projectName, exact: true }) });
  await expect(task).toBeVisible();
  await expect(task.getByRole('link', { name: /^Files/ })).toHaveAttribute('href', `/editor${projectPath}/files`);
  await snapshot(editorPage, 'back-office-editor-tasks');

  // Staff completes the project.
  await page.getByRole('button', { name: 'Update Status' }).click();
  await page.getByRole('menuitemradio', { name: 'Completed' }).click();
  confirm = page.getByRole('alertdialog', { name: `Mark ${projectName} completed?` });
  await expect(confirm).toContainText(`${company} (office-${run}@harbour.test) gets an e-mail that the photos are ready.`);
  await expect(confirm).toContainText(`${editor.username} no longer sees it among their tasks.`);
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, 'Project status updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Status: completed')).toBeVisible();

  // The editor no longer sees it.
  await editorPage.reload();
  await expect(editorPage.getByText('No Projects Assigned')).toBeVisible();
  await expect(editorPage.getByText("You don't have any projects assigned to you yet.")).toBeVisible();
  await expect(editorPage.getByRole('link', { name: projectName })).toHaveCount(0);
  await snapshot(editorPage, 'back-office-editor-no-tasks');
  await editorContext.close();

  // Paid, then an expense that turns the profit negative.
  await page.goto('/invoices');
  await search(page, 'Search invoices', projectName);
  await expect(invoice).toBeVisible();
  await invoice.getByRole('button', { name: 'Mark Paid' }).click();
  confirm = page.getByRole('alertdialog', { name: /^Mark invoice INV-\d{4}-\d{3,} paid\?$/ });
  await expect(confirm).toContainText('The shoot is completed, so they can download the photos');
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(toast(page, 'Invoice status updated to paid')).toBeVisible();
  await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Mark Unpaid' })).toBeVisible();

  // The cards are the studio's figures: on an empty portal this paid invoice alone (₹385.00 -> -₹115.00).
  const netProfit = page.getByTestId('stat-Net Profit');
  const expenses = page.getByTestId('stat-Total Expenses');
  const paidCount = page.getByTestId('stat-Paid Invoices');
  await expect(paidCount).toHaveText(/^\d+\/\d+$/);
  const profitBefore = fromInr(await netProfit.innerText());
  const expensesBefore = fromInr(await expenses.innerText());
  if ((await paidCount.innerText()).endsWith('/1')) expect(profitBefore).toBe(385);
  await expect(netProfit).toHaveClass(profitBefore >= 0 ? /text-emerald-600/ : /text-red-600/);
  await invoice.getByRole('button', { name: 'Edit Expenses' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Invoice Expenses' });
  await dialog.getByLabel('New expense description').fill('Drone permit');
  await dialog.getByLabel('New expense amount').fill('500');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog.getByLabel('Expense 1 description')).toHaveValue('Drone permit');
  await expectNoSeriousA11yViolations(page, 'invoice expenses dialog');
  await dialog.getByRole('button', { name: 'Update Expenses' }).click();
  await expect(toast(page, 'Invoice expenses updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(invoice.getByRole('group', { name: 'Studio costs, not billed' })).toContainText('₹500.00');
  await expect(invoice).toContainText('Total₹385.00');
  await expect(expenses).toHaveText(inr.format(expensesBefore + 500));
  await expect(netProfit).toHaveText(inr.format(profitBefore - 500));
  if (profitBefore === 385) await expect(netProfit).toHaveText('-₹115.00');
  await expect(netProfit).toHaveClass(profitBefore - 500 >= 0 ? /text-emerald-600/ : /text-red-600/);
  await snapshot(page, 'back-office-net-profit');
});
