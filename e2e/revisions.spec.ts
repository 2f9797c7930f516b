import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const projectName = `12 Harbour Tce ${run}`;
const company = { name: `Harbour Realty ${run}`, email: `revisions-${run}@harbour.test`, password: 'Company-Pa55word!' };
const editor = { username: `rita-${run}`, email: `rita-${run}@e2e.test`, password: 'Editor-Pa55word!' };
const photos = ['driveway.jpg', 'garden.jpg'];
const notes = ['Remove the bin from the driveway', 'Brighten the sky over the garden'];

interface Sharp {
  (input: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): { jpeg(): { toBuffer(): Promise<Buffer> } };
}
// sharp is the server's image library: real JPEGs, so thumbnails and previews are made for real.
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;
const jpeg = (r: number, g: number, b: number) => sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
// v1 photos are warm; the editor's v2 of the driveway is blue, so the client can be seen to get the new image.
const originals = [() => jpeg(200, 80, 40), () => jpeg(60, 160, 60)];
const edited = () => jpeg(30, 70, 220);

type Send = (method: 'post' | 'get', path: string, data?: object) => Promise<{ data: { id: number; invoice_id: number; files: Array<{ derivative_status: string }> } }>;

/** Staff's side, through the API: an editor, and a completed, paid shoot assigned to them with two photos. */
async function completedShoot(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const send: Send = async (method, path, data) => {
    const response = await request[method](path, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const category = (await send('post', '/api/v1/categories/', { name: `Revisions ${run}`, description: 'Homes' })).data.id;
  const service = (await send('post', '/api/v1/services/', { serviceName: `Revisions service ${run}`, price: '250', gstRate: 'no-gst', description: 'Photos' })).data.id;
  const companyId = (await send('post', '/api/v1/companies/', { companyName: company.name, email: company.email, phone: '+61 400 555 666', address: '12 Harbour Tce', password: company.password, confirm_password: company.password })).data.id;
  const editorId = (await send('post', '/api/v1/users/', { type: 'user', role: 'editor', username: editor.username, email: editor.email, password: editor.password })).data.id;
  const id = (await send('post', '/api/v1/projects/', { projectName, company_id: companyId, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/12-harbour' })).data.id;
  await send('post', `/api/v1/projects/${id}/`, { assignedTo_id: editorId });
  for (const [i, name] of photos.entries()) {
    const response = await request.post(`/api/v1/projects/${id}/`, { headers, multipart: { projectFiles: { name, mimeType: 'image/jpeg', buffer: await originals[i]!() } } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await expect.poll(async () => (await send('get', `/api/v1/projects/${id}/files/`)).data.files.every((f) => f.derivative_status === 'ready'), { timeout: 30_000 }).toBe(true);
  await send('post', `/api/v1/projects/${id}/`, { projectStatus: 'completed' });
  const invoiceId = (await send('get', `/api/v1/projects/${id}/`)).data.invoice_id;
  await send('post', `/api/v1/invoices/${invoiceId}/`, { status: 'paid' });
  return id;
}

/** The colour at the middle of a loaded image, as the browser decoded it. */
async function middleColour(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2), 1, 1).data;
    return { r: r!, g: g!, b: b! };
  });
}
const isBlue = ({ r, b }: { r: number; b: number }) => b > 150 && r < 90;

async function signIn(page: Page, path: string, button: string, email: string, password: string) {
  await page.goto(path);
  await submitLogin(page, button, email, password);
}

test('a client pins two notes, the editor uploads a new version and fixes them, the client sees v2 and both notes fixed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const id = await completedShoot(page.request, (await sessionToken(page))!);

  // The client opens the first photo of the completed shoot and pins a note where it clicks.
  const client = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(client, '/login', 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(/\/client/);
  await client.goto(`/client/project/${id}/files`);
  await expect(client.getByText('Something to change? Open a photo and use Add note to pin it; send your notes together with Request revisions.')).toBeVisible();
  await client.getByRole('group', { name: photos[0] }).click();
  const preview = client.getByRole('dialog', { name: photos[0] });
  const image = preview.getByRole('img', { name: photos[0] });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await preview.getByRole('button', { name: 'Add note' }).click();
  await image.click({ position: { x: 60, y: 120 } });
  await preview.getByRole('textbox', { name: 'Note 1' }).fill(notes[0]!);
  await expect(preview.getByText(`${notes[0]!.length} / 2000`)).toBeVisible();
  await expect(preview.getByRole('button', { name: `Note 1: ${notes[0]}` })).toBeVisible();

  // The second photo gets its note from the keyboard: the crosshair moves with the arrows, Enter drops it.
  await preview.getByRole('button', { name: 'Next photo' }).click();
  const second = client.getByRole('dialog', { name: photos[1] });
  await second.getByRole('button', { name: 'Add note' }).click();
  const cross = second.getByRole('button', { name: /^Place a note on garden\.jpg at 50% across, 50% down$/ });
  await cross.focus();
  await client.keyboard.press('ArrowUp');
  await client.keyboard.press('ArrowUp');
  await client.keyboard.press('ArrowRight');
  await expect(second.getByRole('button', { name: /at 55% across, 40% down$/ })).toBeFocused();
  await client.keyboard.press('Enter');
  await expect(second.getByRole('textbox', { name: 'Note 1' })).toBeFocused();
  await client.keyboard.type(notes[1]!);
  await expect(second.getByText('2 notes on 2 photos, not sent yet.')).toBeVisible();
  await snapshot(client, 'revisions-client-pinning');
  await client.setViewportSize({ width: 390, height: 844 });
  await snapshot(client, 'revisions-client-pinning-phone');
  await client.setViewportSize({ width: 1280, height: 900 });
  await second.getByRole('button', { name: 'Close preview' }).click();

  // The tray holds both notes; Request revisions sends them as one request.
  const tray = client.getByRole('region', { name: 'Notes to send (2)' });
  await expect(tray).toContainText(notes[0]!);
  await expect(tray).toContainText(notes[1]!);
  await tray.getByRole('button', { name: 'Request revisions' }).click();
  await expect(client.getByText('Revision request sent')).toBeVisible();
  const round = client.getByRole('article', { name: 'Round 1' });
  await expect(round).toContainText('0 of 2 notes fixed');
  await expect(round.getByRole('listitem', { name: `Note 1 on ${photos[0]}` })).toContainText('Open');
  await snapshot(client, 'revisions-client-sent');

  // The editor finds the request in Your Tasks although the project is completed.
  const editorPage = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(editorPage, '/admin/login', 'Admin Sign In', editor.email, editor.password);
  await expect(editorPage).toHaveURL(/\/editor$/);
  const tasks = editorPage.getByRole('region', { name: 'Revision requests' });
  await tasks.getByRole('link', { name: projectName, exact: true }).click();
  await expect(editorPage).toHaveURL(/\/editor\/revision\/\d+$/);
  await expect(editorPage.getByRole('heading', { name: projectName })).toBeVisible();
  const driveway = editorPage.getByRole('region', { name: new RegExp(`^${photos[0]}`) });
  const garden = editorPage.getByRole('region', { name: new RegExp(`^${photos[1]}`) });
  await expect(driveway).toContainText(notes[0]!);
  await expect(garden).toContainText(notes[1]!);
  await expect(editorPage.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  await snapshot(editorPage, 'revisions-editor-task');

  // Staff keep the shoot's gallery open meanwhile, as the client keeps theirs.
  await page.goto(`/project/${id}/files`);
  expect(isBlue(await middleColour(page.getByRole('group', { name: photos[0] }).locator('img')))).toBe(false);

  // A new version of the driveway, then both notes fixed and the request done.
  await driveway.getByLabel(`Choose the new version of ${photos[0]}`).setInputFiles({ name: 'driveway-edited.jpg', mimeType: 'image/jpeg', buffer: await edited() });
  await expect(editorPage.getByText(`${photos[0]} is now version 2.`)).toBeVisible();
  await expect(driveway).toContainText('Version 2');
  await driveway.getByRole('button', { name: 'Mark note 1 fixed' }).click();
  await expect(driveway.getByRole('listitem', { name: `Note 1 on ${photos[0]}` })).toContainText('Fixed');
  await garden.getByRole('button', { name: 'Mark note 1 fixed' }).click();
  await expect(garden.getByRole('listitem', { name: `Note 1 on ${photos[1]}` })).toContainText('Fixed');
  await editorPage.setViewportSize({ width: 390, height: 844 });
  await snapshot(editorPage, 'revisions-editor-fixed-phone');
  await editorPage.setViewportSize({ width: 1280, height: 900 });
  await editorPage.getByRole('button', { name: 'Mark done' }).click();
  await expect(editorPage).toHaveURL(/\/editor$/);
  await expect(editorPage.getByText('Revision request done')).toBeVisible();
  await expect(editorPage.getByRole('region', { name: 'Revision requests' }).getByRole('link', { name: projectName, exact: true })).toHaveCount(0);

  // Both open galleries, the staff's and the client's, show the new driveway without a reload.
  for (const gallery of [page, client]) {
    await expect.poll(async () => isBlue(await middleColour(gallery.getByRole('group', { name: photos[0] }).locator('img'))), { timeout: 30_000 }).toBe(true);
  }

  // The client sees the request done, both notes fixed, and the new driveway photo in the gallery.
  await client.reload();
  const done = client.getByRole('article', { name: 'Round 1' });
  await expect(done).toContainText('Done');
  await expect(done).toContainText('2 of 2 notes fixed');
  await expect(done.getByRole('listitem', { name: `Note 1 on ${photos[0]}` })).toContainText('Fixed');
  await expect(done.getByRole('listitem', { name: `Note 1 on ${photos[1]}` })).toContainText('Fixed');
  await expect(done.getByRole('img', { name: `${photos[0]}, version 2` })).toBeVisible();
  await expect.poll(async () => isBlue(await middleColour(client.getByRole('group', { name: photos[0] }).locator('img'))), { timeout: 30_000 }).toBe(true);
  expect(isBlue(await middleColour(client.getByRole('group', { name: photos[1] }).locator('img')))).toBe(false);
  await snapshot(client, 'revisions-client-done');
  await client.setViewportSize({ width: 390, height: 844 });
  await snapshot(client, 'revisions-client-done-phone');

  // Staff see the round on the project, and the driveway's versions with v1 to restore.
  await page.goto(`/project/${id}`);
  const section = page.getByRole('region', { name: 'Revisions' });
  await expect(section).toContainText('1 round');
  await expect(section.getByRole('article', { name: 'Round 1' })).toContainText('Done');
  await snapshot(page, 'revisions-staff-project');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'revisions-staff-project-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/project/${id}/files`);
  await page.getByRole('group', { name: photos[0] }).click();
  const versions = page.getByRole('list', { name: `Versions of ${photos[0]}` });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('Current');
  await expect(versions.getByRole('button', { name: 'Restore version 1' })).toBeVisible();
  await snapshot(page, 'revisions-staff-versions');
});
