import { expect, test } from './fixtures.ts';
import { admin, clientSignInUrl, messages, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

test('the admin signs in on /admin/login and lands on the dashboard, named in the sidebar', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByText('Admin Dashboard').first()).toBeVisible();
  expect(await sessionToken(page)).toBeTruthy();

  const username = await page.evaluate(() => sessionStorage.getItem('username') || sessionStorage.getItem('userEmail'));
  expect(username).toBeTruthy();
  const sidebar = page.locator('[data-slot="sidebar"], [data-sidebar="sidebar"], aside').filter({ hasText: username! });
  await expect(sidebar.first()).toBeVisible();
  await snapshot(page, 'admin-dashboard');
});

test('a wrong password is refused with the login error', async ({ page }) => {
  await page.goto('/admin/login');
  await submitLogin(page, 'Admin Sign In', admin.email, 'not-the-password-1');
  await expect(page.getByText(messages.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await sessionToken(page)).toBeNull();
  await snapshot(page, 'login-wrong-password');
});

test('the admin account is refused on the client login and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'Sign In', admin.email, admin.password);
  await expect(page.getByText(messages.clientsOnly)).toBeVisible();
  await expect(page).toHaveURL(clientSignInUrl());
  expect(await sessionToken(page)).toBeNull();
  await snapshot(page, 'client-login-refuses-admin');
});

test('logout returns to a login page, and protected pages then redirect', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /log\s?out/i }).first().click();
  await expect(page).toHaveURL(/\/(admin\/)?login$/);
  expect(await sessionToken(page)).toBeNull();
  await snapshot(page, 'after-logout');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=\/dashboard$/);
});
