import { expect, test } from './fixtures.ts';
import { snapshot } from './support.ts';

test('an anonymous visitor on / is sent to /welcome', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the landing page shows both portals and the three value blurbs', async ({ page }) => {
  await page.goto('/welcome');
  for (const text of ['Client Portal', 'Admin Portal', 'Professional Management', 'Client Experience', 'Secure & Reliable']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await snapshot(page, 'landing');
});

test('the portal cards lead to /login and /admin/login', async ({ page }) => {
  const portals = [
    { title: 'Client Portal', url: /\/login$/ },
    { title: 'Admin Portal', url: /\/admin\/login$/ },
  ];
  for (const portal of portals) {
    await page.goto('/welcome');
    // The card: the innermost block holding both the portal's heading and a link.
    const card = page
      .locator('div, section, article, li')
      .filter({ has: page.getByRole('heading', { name: portal.title, exact: true }) })
      .filter({ has: page.getByRole('link') })
      .last();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(portal.url);
  }
});
