import { expect, test } from './fixtures.ts';
import { snapshot } from './support.ts';

test('an unknown path shows the not-found page, whose link returns home', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await snapshot(page, 'not-found');

  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  // Home is the root redirect, which sends an anonymous visitor on to /welcome.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(welcome)?$/);
});
