import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectScreenLoaded, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// Each role walks its main screens at desktop width in the light theme and at phone width in the
// dark one; snapshot() keeps a picture of every screen and fails on serious axe violations.

// The walks share nothing but the studio, which each worker sets up on its own portal (beforeAll):
// they spread over the workers instead of running one after another.
test.describe.configure({ mode: 'parallel' });

const run = Date.now().toString(36);
const password = 'Walk-Pa55word!';
const accounts = {
  staff: { email: `staff-${run}@walk.test`, login: 'admin' },
  editor: { email: `editor-${run}@walk.test`, login: 'admin' },
  company: { email: `agency-${run}@walk.test`, login: 'client' },
  contact: { email: `contact-${run}@walk.test`, login: 'client' },
} as const;
const widths = [
  { width: 1280, height: 800, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
] as const;

interface Sharp {
  (input: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): { jpeg(): { toBuffer(): Promise<Buffer> } };
}
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;

/** The studio as staff would set it up: accounts of every role, a shoot in editing and a delivered one with photos. */
async function setUpStudio(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { id: number; invoice_id: number } };
  };
  const category = (await post('/api/v1/categories/', { name: `Walk ${run}`, description: 'Homes' })).data.id;
  const service = (await post('/api/v1/services/', { serviceName: `Walk service ${run}`, price: '450', gstRate: '10-percent', description: 'Photos' })).data.id;
  const company = (await post('/api/v1/companies/', { companyName: `Walkway Realty ${run}`, email: accounts.company.email, phone: '+61 400 555 666', address: '5 Walkway Rd', password, confirm_password: password })).data.id;
  await post('/api/v1/users/', { username: `Contact ${run}`, email: accounts.contact.email, password, role: 'customer', company_id: company });
  await post('/api/v1/users/', { username: `Staff ${run}`, email: accounts.staff.email, password, role: 'user' });
  const editor = (await post('/api/v1/users/', { username: `Editor ${run}`, email: accounts.editor.email, password, role: 'editor' })).data.id;
  const shoot = (name: string) => post('/api/v1/projects/', { projectName: name, company_id: company, category_id: category, service_id: service, siteAddress: '5 Walkway Rd, Sydney' });
  const editing = (await shoot(`5 Walkway Rd ${run}`)).data.id;
  const delivered = await shoot(`7 Walkway Rd ${run}`);
  for (const id of [editing, delivered.data.id]) {
    await post(`/api/v1/projects/${id}/`, { assignedTo_id: editor, projectStatus: 'in progress' });
    for (const [i, name] of ['front.jpg', 'kitchen.jpg'].entries()) {
      const buffer = await sharp({ create: { width: 320, height: 213, channels: 3, background: { r: 60 + i * 90, g: 110, b: 170 } } }).jpeg().toBuffer();
      const response = await request.post(`/api/v1/projects/${id}/`, { headers, multipart: { folder_path: 'Edited', projectFiles: { name, mimeType: 'image/jpeg', buffer } } });
      expect(response.ok(), await response.text()).toBe(true);
    }
  }
  await post(`/api/v1/projects/${delivered.data.id}/`, { projectStatus: 'completed' });
  const invoiceId = (await (await request.get(`/api/v1/projects/${delivered.data.id}/`, { headers })).json()).data.invoice_id as number;
  await post(`/api/v1/invoices/${invoiceId}/send/`, {});
  return { editing, delivered: delivered.data.id };
}

let studio: { editing: number; delivered: number };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  studio = await setUpStudio(page.request, (await sessionToken(page))!);
  await page.close();
});

async function signIn(page: Page, who: keyof typeof accounts) {
  const { email, login } = accounts[who];
  await page.goto(login === 'admin' ? '/admin/login' : '/login');
  await submitLogin(page, login === 'admin' ? 'Admin Sign In' : 'Sign In', email, password);
  await expect(page).not.toHaveURL(/login/);
}

/** Opens each screen at both widths, waits for its data, then photographs and audits it. */
async function walk(page: Page, role: string, screens: Array<[name: string, path: string]>) {
  for (const { width, height, colorScheme } of widths) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    for (const [name, path] of screens) {
      await page.goto(path);
      await expectScreenLoaded(page);
      await snapshot(page, `walk-${role}-${name}-${width}`);
    }
  }
}

test('the owner walks the studio and its own screens at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await walk(page, 'owner', [
    ['dashboard', '/dashboard'],
    ['overview', '/overview'],
    ['invoices', '/invoices'],
    ['income-expense', '/income-expense'],
    ['roles', '/roles'],
    ['subscriptions', '/subscriptions'],
    ['settings', '/settings'],
  ]);
});

test('staff walk companies, projects, a project and its files, users and invoices at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  await walk(page, 'staff', [
    ['dashboard', '/dashboard'],
    ['companies', '/companies'],
    ['projects', '/projects'],
    ['project', `/project/${studio.editing}`],
    ['project-files', `/project/${studio.editing}/files?folder=Edited`],
    ['users', '/users'],
    ['categories', '/project-categories'],
    ['services', '/project-services'],
  ]);
  // The phone's sidebar is a sheet.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snapshot(page, 'walk-staff-sidebar-390');
});

test('an editor walks their tasks, a task and its files at 1280 and 390 px', async ({ page }) => {
  await signIn(page, 'editor');
  await walk(page, 'editor', [
    ['tasks', '/editor'],
    ['project', `/editor/project/${studio.editing}`],
    ['project-files', `/editor/project/${studio.editing}/files?folder=Edited`],
  ]);
});

for (const who of ['company', 'contact'] as const) {
  test(`a client ${who} walks their shoots, a delivered shoot and its photos at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, who);
    await walk(page, `client-${who}`, [
      ['dashboard', '/client/dashboard'],
      ['projects', '/client/projects'],
      ['project', `/client/project/${studio.delivered}`],
      ['project-files', `/client/project/${studio.delivered}/files?folder=Edited`],
      ['project-in-editing', `/client/project/${studio.editing}`],
    ]);
  });
}

test('a visitor walks the welcome, sign-in and not-found pages at 1280 and 390 px', async ({ page }) => {
  await walk(page, 'visitor', [
    ['welcome', '/welcome'],
    ['client-login', '/login'],
    ['admin-login', '/admin/login'],
    ['not-found', '/no-such-page'],
  ]);
  // The first Tab shows the skip link; following it lands in the main content.
  await page.goto('/admin/login');
  // The page is a script: Tab only once it has drawn the form.
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await snapshot(page, 'walk-visitor-skip-link-390');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
