import { expect, test } from '@playwright/test';
import { messages, signInAsAdmin, snapshot } from './support.ts';

test('a session whose token the server no longer accepts ends on /login with the notice', async ({ page }) => {
  await signInAsAdmin(page);
  await page.evaluate(() => sessionStorage.setItem('token', 'bogus-token-that-the-server-never-issued'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(messages.sessionExpired)).toBeVisible();
  await snapshot(page, 'session-expired');
});
