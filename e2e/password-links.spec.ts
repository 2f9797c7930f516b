import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, serverLogPath, test } from './fixtures.ts';
import { clientSignInUrl, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);

/**
 * The link of the newest e-mail to `to`: the e2e server has no SMTP_URL, so its mailer writes each
 * message to the server's log, which is read here in place of an inbox.
 */
async function mailedLink(to: string, path: '/reset-password' | '/set-password') {
  const serverLog = serverLogPath(test.info());
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readFileSync(serverLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"mail"'))
        .map((line) => (JSON.parse(line) as { mail: { to: string; text: string } }).mail)
        .filter((mail) => mail.to === to);
      link = mails.at(-1)?.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
      return link;
    })
    .toBeTruthy();
  // The link names the server's public address; the journey follows it on the address under test.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

test('staff invite a contact from the company screen; the contact sets a password from the e-mail and signs in on /login', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const token = await sessionToken(page);
  const companyName = `Seaside Agents ${run}`;
  const created = await page.request.post('/api/v1/companies/', {
    headers: { Authorization: `Token ${token}` },
    data: { companyName, email: `office-${run}@seaside.test`, phone: '+61 400 555 666', address: '9 Esplanade', invite: true },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/companies');
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(companyName);
  await expect(page.getByRole('button', { name: `Contacts of ${companyName}` })).toBeVisible();
  await snapshot(page, 'companies-contacts-action');
  await page.getByRole('button', { name: `Contacts of ${companyName}` }).click();
  const sheet = page.getByRole('dialog', { name: `${companyName}: contacts` });
  await expect(sheet.getByText('No contacts yet')).toBeVisible();
  await sheet.getByRole('button', { name: 'Invite contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Contact' });
  await expect(dialog.getByLabel(/Send an invitation e-mail/)).toBeChecked();
  const contact = { name: `Nina ${run}`, email: `nina-${run}@seaside.test` };
  await dialog.getByLabel('Username').fill(contact.name);
  await dialog.getByLabel('Email').fill(contact.email);
  await snapshot(page, 'invite-contact-dialog');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(sheet.getByRole('list', { name: `Contacts of ${companyName}` })).toContainText(contact.email);
  await snapshot(page, 'company-contacts');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'company-contacts-390');

  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(await mailedLink(contact.email, '/set-password'));
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await snapshot(invitee, 'set-password-invitation');
  await choosePassword(invitee, 'Nina-Pa55word!');
  await expect(invitee).toHaveURL(clientSignInUrl());
  await expect(invitee.getByText('Your password is set. Sign in with it now.')).toBeVisible();
  await submitLogin(invitee, 'Sign In', contact.email, 'Nina-Pa55word!');
  await expect(invitee).toHaveURL(/\/client\//);
});

test('forgot password on /login: the same answer, the e-mailed link sets a new password once, then sign in with it', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const company = { email: `forgetful-${run}@seaside.test`, password: 'Old-Pa55word!' };
  const created = await page.request.post('/api/v1/companies/', {
    headers: { Authorization: `Token ${await sessionToken(page)}` },
    data: { companyName: `Forgetful Realty ${run}`, email: company.email, phone: '+61 400 777 888', address: '1 Pier Rd', password: company.password, confirm_password: company.password },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto('/login');
  await client.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(client).toHaveURL(/\/forgot-password$/);
  await snapshot(client, 'forgot-password');
  await client.getByLabel('Email').fill(company.email);
  await client.getByRole('button', { name: 'Send reset link' }).click();
  await expect(client.getByRole('status')).toContainText('If an account uses that e-mail address, we have sent it a link');
  await snapshot(client, 'forgot-password-sent');

  const link = await mailedLink(company.email, '/reset-password');
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await snapshot(client, 'reset-password');
  await choosePassword(client, 'New-Pa55word!');
  await expect(client).toHaveURL(clientSignInUrl());
  await submitLogin(client, 'Sign In', company.email, 'New-Pa55word!');
  await expect(client).toHaveURL(/\/client\//);

  // The link worked once.
  const again = await (await browser.newContext({ baseURL })).newPage();
  await again.goto(link);
  await choosePassword(again, 'Third-Pa55word!');
  await expect(again.getByRole('alert')).toContainText('This link has already been used.');
  await snapshot(again, 'reset-password-used');
});

test('the sign-in, forgot and reset pages at 390 px', async ({ browser, baseURL }) => {
  const phone = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto('/admin/login');
  await expect(phone.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await snapshot(phone, 'admin-login-390');
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(phone).toHaveURL(/\/forgot-password\?portal=admin$/);
  await snapshot(phone, 'forgot-password-390');
  await phone.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await phone.goto('/reset-password?token=not-a-real-token');
  await choosePassword(phone, 'Whatever-Pa55!');
  await expect(phone.getByRole('alert')).toContainText('This link is not valid.');
  await snapshot(phone, 'reset-password-invalid-390');
});
