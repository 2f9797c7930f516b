import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { admin, clientSignInUrl, expectScreenLoaded, messages, sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);

/**
 * Reloads a page whose token no longer signs in. The page's next call finds that out: the reload's,
 * unless a refresh of the page's data comes first, and then the app's own move to the sign-in page
 * cuts the reload short. Either way the page ends on the sign-in page, which the caller checks.
 */
async function reloadUnlessTheAppMovesFirst(page: Page) {
  await page.reload().catch((error: unknown) => {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
  });
}

test("an owner whose token is revoked lands on the owner's sign-in with the notice, and returns to the page after", async ({ page }) => {
  await signInAsAdmin(page);
  // The dashboard's own calls have answered: none of them is still on its way when the token goes.
  await expectScreenLoaded(page);
  const token = await sessionToken(page);
  const revoked = await page.request.post('/api/logout/', { headers: { Authorization: `Token ${token}` } });
  expect(revoked.ok()).toBe(true);

  await reloadUnlessTheAppMovesFirst(page);
  await expect(page).toHaveURL(/\/admin\/login\?next=\/dashboard$/);
  await expect(page.getByText(messages.sessionExpired)).toBeVisible();
  await expect(page.getByText(messages.clientsOnly)).toHaveCount(0);
  await snapshot(page, 'session-expired-owner');

  await submitLogin(page, 'Admin Sign In', admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a token the server never issued also ends on the sign-in page of the stored account', async ({ page }) => {
  await signInAsAdmin(page);
  await expectScreenLoaded(page);
  await page.evaluate(() => sessionStorage.setItem('token', 'bogus-token-that-the-server-never-issued'));
  await reloadUnlessTheAppMovesFirst(page);
  await expect(page).toHaveURL(/\/admin\/login\?next=\/dashboard$/);
  await expect(page.getByText(messages.sessionExpired)).toBeVisible();
});

/** A client company with one shoot, made through the API as the owner; `tag` keeps its names apart from another one's. */
async function companyWithShoot(request: APIRequestContext, token: string, tag = run) {
  const headers = { Authorization: `Token ${token}` };
  const create = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const company = { email: `agency-${tag}@session.test`, password: 'Company-Pa55word!' };
  const category = await create('/api/v1/categories/', { name: `Session ${tag}`, description: 'Homes' });
  const service = await create('/api/v1/services/', { serviceName: `Session service ${tag}`, price: '200', gstRate: 'no-gst', description: 'Photos' });
  const companyId = await create('/api/v1/companies/', { companyName: `Harbour Homes ${tag}`, email: company.email, phone: '+61 400 111 222', address: '3 Quay St', password: company.password, confirm_password: company.password });
  const projectName = `3 Quay St ${tag}`;
  const id = await create('/api/v1/projects/', { projectName, company_id: companyId, category_id: category, service_id: service, siteAddress: '3 Quay St' });
  return { company, id, projectName };
}

test('the "photos ready" link and a bookmarked files page open after sign-in, not the dashboard', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const { company, id, projectName } = await companyWithShoot(page.request, (await sessionToken(page))!);

  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto(`/client/project/${id}`);
  await expect(client).toHaveURL(clientSignInUrl(`/client/project/${id}`));
  await submitLogin(client, 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(new RegExp(`/client/project/${id}$`));
  await expect(client.getByText(projectName).first()).toBeVisible();
  await snapshot(client, 'client-back-on-linked-project');

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await staff.goto(`/project/${id}/files`);
  await expect(staff).toHaveURL(new RegExp(`/admin/login\\?next=/project/${id}/files$`));
  await submitLogin(staff, 'Admin Sign In', admin.email, admin.password);
  await expect(staff).toHaveURL(new RegExp(`/project/${id}/files$`));
});

test("a client whose token is revoked on the gallery lands on the client sign-in with the notice, not the staff one", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const ownerToken = (await sessionToken(page))!;
  const { company, id } = await companyWithShoot(page.request, ownerToken, `${run}-revoked`);
  // Delivered, so the gallery asks for its files beside the project.
  const delivered = await page.request.post(`/api/v1/projects/${id}/`, { headers: { Authorization: `Token ${ownerToken}` }, data: { projectStatus: 'completed' } });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto('/login');
  await submitLogin(client, 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(/\/client\//);
  await client.goto(`/client/project/${id}/files`);
  await expectScreenLoaded(client);

  const revoked = await client.request.post('/api/logout/', { headers: { Authorization: `Token ${await sessionToken(client)}` } });
  expect(revoked.ok()).toBe(true);
  // The gallery asks for the project and its files together: both are refused, and only the first ends the session.
  await reloadUnlessTheAppMovesFirst(client);
  await expect(client).toHaveURL(clientSignInUrl(`/client/project/${id}/files`));
  await expect(client.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
  await expect(client.getByText(messages.sessionExpired)).toBeVisible();
});

test('a second tab of the same browser is signed in too, and logging out in one signs out both', async ({ page, context }) => {
  await signInAsAdmin(page);
  const token = await sessionToken(page);

  const second = await context.newPage();
  await second.goto('/projects');
  await expect(second).toHaveURL(/\/projects$/);
  // The address is already /projects while the new tab asks the open one for the session: wait for it to arrive.
  await expect.poll(() => sessionToken(second)).toBe(token);
  expect(await second.evaluate(() => localStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);

  await second.getByRole('button', { name: /log\s?out/i }).first().click();
  await expect(second).toHaveURL(/\/admin\/login$/);
  await expect(page).toHaveURL(/\/admin\/login\?next=\/dashboard$/);
  expect(await sessionToken(page)).toBeNull();
});
