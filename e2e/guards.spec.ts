import { expect, test } from './fixtures.ts';
import { snapshot } from './support.ts';

test('an anonymous visitor on a client page is sent to /login', async ({ page }) => {
  await page.goto('/client/projects');
  await expect(page).toHaveURL(/\/login\?next=\/client\/projects$/);
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await snapshot(page, 'guard-client');
});

for (const path of ['/projects', '/dashboard', '/users']) {
  test(`an anonymous visitor on ${path} is sent to /admin/login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/admin/login\\?next=${path}$`));
    if (path === '/dashboard') await snapshot(page, 'guard-admin');
  });
}
