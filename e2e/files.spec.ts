import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sessionToken, signInAsAdmin, snapshot } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const projectName = `7 Lighthouse Rd ${run}`;
const photos = ['front-1.jpg', 'front-2.jpg', 'front-3.jpg'];

interface Sharp {
  (input: { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } }): { jpeg(): { toBuffer(): Promise<Buffer> } };
}
// sharp is the server's image library; small real JPEGs let the thumbnails be made for real.
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp') as Sharp;
const jpeg = (width: number, height: number, r: number, g: number, b: number) => sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

/** A toast with exactly this text. */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Waits until the image inside has really loaded (a broken signed link has no width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

/** A category, a service, a company and a project through the API, as staff. */
async function createProject(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const category = await post('/api/v1/categories/', { name: `Files ${run}`, description: 'Homes' });
  const service = await post('/api/v1/services/', { serviceName: `Files service ${run}`, price: '200', gstRate: 'no-gst', description: 'Photos' });
  const company = await post('/api/v1/companies/', {
    companyName: `Lighthouse Realty ${run}`,
    email: `files-${run}@lighthouse.test`,
    phone: '+61 400 111 222',
    address: '7 Lighthouse Rd',
    password: 'Company-Pa55word!',
    confirm_password: 'Company-Pa55word!',
  });
  return post('/api/v1/projects/', { projectName, company_id: company, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/7-lighthouse' });
}

test('staff organise, upload, preview, download, zip and delete project files', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const projectId = await createProject(page.request, (await sessionToken(page))!);

  await page.goto(`/project/${projectId}/files`);
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(page.getByText('No files found')).toBeVisible();
  await expect(page.getByText('Upload files to get started.')).toBeVisible();

  // A folder, opened.
  await page.getByRole('button', { name: 'New Folder' }).click();
  await page.getByRole('dialog', { name: 'New Folder' }).getByLabel('Folder Name').fill('Exterior');
  await page.getByRole('button', { name: 'Create Folder' }).click();
  await expect(toast(page, 'Folder Exterior created successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Open folder Exterior' }).click();
  await expect(page).toHaveURL(/\?folder=Exterior$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-current', 'page');

  // Three photos, sent side by side through tus, with their progress.
  const files = await Promise.all(photos.map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(1600, 1066, 40 + index * 80, 120, 200 - index * 60) })));
  await page.getByLabel('Choose files to upload').setInputFiles(files);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads).toBeVisible();
  await expect(uploads.getByRole('progressbar')).toHaveCount(3);
  await expect(toast(page, 'Upload Complete')).toBeVisible();
  await expect(toast(page, '3 file(s) uploaded successfully!')).toBeVisible();
  await expect(uploads.getByText('Completed')).toHaveCount(3);
  await expect(uploads).toBeHidden({ timeout: 6_000 });

  // The thumbnails arrive once the server has made them.
  for (const name of photos) await expectLoaded(page.getByRole('group', { name }).locator('img'));
  await snapshot(page, 'files-uploaded');

  // Preview one.
  const first = page.getByRole('group', { name: photos[0] });
  await first.hover();
  await first.getByRole('button', { name: `Preview ${photos[0]}` }).click();
  const preview = page.getByRole('dialog', { name: photos[0] });
  await expectLoaded(preview.getByRole('img', { name: photos[0] }));
  await snapshot(page, 'files-preview');
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();
  // Focus is back on the button that opened it; the keyboard walks the grid and opens the next photo.
  await expect(first.getByRole('button', { name: `Preview ${photos[0]}` })).toBeFocused();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: photos[1] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: photos[1] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: photos[1] })).toBeFocused();

  // Download one.
  const second = page.getByRole('group', { name: photos[1] });
  await second.hover();
  const [download] = await Promise.all([page.waitForEvent('download'), second.getByRole('button', { name: `Download ${photos[1]}` }).click()]);
  expect(download.suggestedFilename()).toBe(photos[1]);
  expect(readFileSync((await download.path())!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG, not an error page

  // The folder as a ZIP, from Root.
  await breadcrumb.getByRole('button', { name: 'Root' }).click();
  const folder = page.getByRole('button', { name: 'Open folder Exterior' });
  await expect(folder).toContainText('3 items');
  await folder.click({ button: 'right' });
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download as ZIP' }).click()]);
  expect(zip.suggestedFilename()).toBe('Exterior.zip');
  expect(readFileSync((await zip.path())!).subarray(0, 2).toString()).toBe('PK');

  // Delete one.
  await folder.click();
  const third = page.getByRole('group', { name: photos[2] });
  await third.hover();
  await third.getByRole('button', { name: `Delete ${photos[2]}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File deleted successfully')).toBeVisible();
  await expect(third).toBeHidden();
  await expect(page.getByRole('group', { name: photos[0] })).toBeVisible();
  await snapshot(page, 'files-after-delete');
});
