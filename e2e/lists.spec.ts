import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectScreenLoaded, sessionToken, signInAsAdmin, snapshot } from './support.ts';

/** Every list screen of the staff portal, with the heading that says it has loaded. */
const screens = [
  ['projects', '/projects', 'Project Management'],
  ['companies', '/companies', 'Company Management'],
  ['users', '/users', 'User Management'],
  ['services', '/project-services', 'Photography Services'],
  ['categories', '/project-categories', 'Project Categories'],
  ['transactions', '/income-expense', 'Income and Expense'],
  ['roles', '/roles', 'Role and User Management'],
  ['invoices', '/invoices', 'Invoice Management'],
  ['dashboard', '/dashboard', 'Admin Dashboard'],
  ['overview', '/overview', 'Welcome back'],
] as const;

/** Long names, addresses and e-mails, the way real agencies have them. */
async function seedLongRows(page: Page) {
  const headers = { Authorization: `Token ${await sessionToken(page)}` };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data as { id: number };
  };
  const company = await post('/api/v1/companies/', {
    companyName: 'Northern Beaches Prestige Residential Partners',
    email: 'residential.leasing.team@northernbeachesprestige.example',
    phone: '+61 2 9555 0815',
    address: 'Level 12, 640 Pittwater Road, Brookvale NSW 2100, Australia',
    website: 'https://www.northernbeachesprestige.example',
    password: 'Agency-Pa55word!',
    confirm_password: 'Agency-Pa55word!',
  });
  const category = await post('/api/v1/categories/', { name: 'Luxury waterfront homes', description: 'Waterfront estates with drone, twilight and interior sets' });
  const service = await post('/api/v1/services/', { serviceName: 'Twilight and drone premium package', price: '1250.00', gstRate: '10-percent', description: 'Dusk exteriors, 10 aerial stills, 25 edited interiors' });
  await post('/api/v1/projects/', {
    projectName: '17 Bellevue Street, Bowral — twilight relaunch',
    description: 'Second shoot after the garden works; the agent wants dusk light on the pool terrace',
    company_id: company.id,
    category_id: category.id,
    service_id: service.id,
    siteAddress: '17 Bellevue Street, Bowral NSW 2576',
    budget: '1875.50',
    start_date: '2026-03-02',
    end_date: '2026-03-09',
  });
}

/** Each stat grid's rows end at the grid's right edge: no row is left with a hole. */
async function statRowsAreFull(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=stat-grid]')].every((grid) => {
      const right = grid.getBoundingClientRect().right;
      const rows = new Map<number, number>();
      for (const cell of grid.children) {
        const box = cell.getBoundingClientRect();
        rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
      }
      return [...rows.values()].every((rowRight) => Math.abs(rowRight - right) < 2);
    }),
  );
}

test('every list shows its columns and actions at 1280 px beside the sidebar, turns into cards at 390 px, and its stat cards fill their rows', async ({ page }) => {
  // Thirty screens, each loaded, photographed and audited with axe: about 100 s on two quiet cores.
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await seedLongRows(page);

  for (const [layout, width] of [['sidebar-open', 1280], ['sidebar-closed', 1280], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: 900 });
    if (layout === 'sidebar-closed') await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectScreenLoaded(page);
      if (width === 390) {
        // One card per row: no table on a phone, nothing wider than the screen.
        await expect(page.getByRole('main').locator('table')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 390 px`).toBeLessThanOrEqual(390);
      } else {
        for (const table of await page.getByRole('main').locator('[data-slot=table-container]').all()) {
          const { scroll, client } = await table.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
          expect(scroll, `${name} ${layout}: the table scrolls sideways`).toBeLessThanOrEqual(client);
        }
      }
      expect(await statRowsAreFull(page), `${name} ${layout}: a stat row has a hole`).toBe(true);
      await snapshot(page, `lists-${name}-${layout}`);
    }
  }

  // A phone card keeps the row's actions; the company's project keeps it, and the question says so.
  await page.goto('/companies');
  const card = page.getByRole('list', { name: 'Companies' }).getByRole('listitem').filter({ hasText: 'Northern Beaches Prestige Residential Partners' });
  await card.getByRole('button', { name: 'Delete Northern Beaches Prestige Residential Partners' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cannot delete' });
  await expect(question).toContainText("'Northern Beaches Prestige Residential Partners' has 1 project, so it cannot be deleted");
  await expect(question.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
