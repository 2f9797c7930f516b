import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { sessionToken, signInAsAdmin, snapshot, submitLogin } from './support.ts';

// A worker's server serves every spec that worker runs: unique names keep this journey's rows apart.
const run = Date.now().toString(36);
const company = { name: `Harbour Homes ${run}`, email: `orders-${run}@harbour.test`, password: 'Company-Pa55word!' };
const photographer = { name: `Priya ${run}`, email: `priya-${run}@portal.test`, password: 'Photo-Pa55word!' };
const address = `8 Wharf Lane ${run}, Balmain`;
const zone = 'Asia/Kolkata';

/** The next working day (Monday to Saturday) at least two days ahead, on the business's clock, as YYYY-MM-DD. */
function shootDay(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  for (;;) {
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(day);
    if (weekday !== 'Sun') return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(day);
    day.setTime(day.getTime() + 86_400_000);
  }
}

function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  return async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
}

/** Drags from one element to a point on the page in small steps, as a person's mouse does. */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
  await page.mouse.up();
}

const centre = (box: { x: number; y: number; width: number; height: number } | null) => ({ x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 });

test('a client books a shoot, staff drag it onto the calendar with a photographer, the photographer sees it, the client sees "Scheduled"', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const day = shootDay();

  // Staff's setup through the API: a service with its duration, the client company and a photographer.
  await signInAsAdmin(page);
  const post = staffApi(page.request, (await sessionToken(page))!);
  await post('/api/v1/services/', { serviceName: `Listing photos ${run}`, price: '250', gstRate: '10-percent', description: 'Interiors and exteriors', duration_minutes: 90 });
  await post('/api/v1/services/', { serviceName: `Drone add-on ${run}`, price: '120', gstRate: '10-percent', description: 'Aerial stills', duration_minutes: 30, is_addon: true });
  await post('/api/v1/companies/', { companyName: company.name, email: company.email, phone: '+61 400 555 111', address: '1 Darling St', password: company.password, confirm_password: company.password });
  await post('/api/v1/users/', { username: photographer.name, email: photographer.email, password: photographer.password, role: 'photographer' });

  // The client books.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto('/login');
  await submitLogin(client, 'Sign In', company.email, company.password);
  await expect(client).toHaveURL(/\/client\/dashboard$/);
  await client.getByRole('link', { name: 'My Projects' }).first().click();
  await client.getByRole('link', { name: 'Book a Shoot' }).click();
  await expect(client.getByRole('heading', { name: 'Book a Shoot', level: 1 })).toBeVisible();
  await client.getByLabel('Property address').fill(address);
  await client.getByLabel('Bedrooms').fill('3');
  await client.getByLabel('Bathrooms').fill('2');
  await client.getByRole('checkbox', { name: new RegExp(`Listing photos ${run}`) }).check();
  await client.getByRole('checkbox', { name: new RegExp(`Drone add-on ${run}`) }).check();
  const price = client.getByRole('region', { name: 'Price' });
  // 250 + 120 = 370, GST 10% = 37: the total the invoice will say.
  await expect(price).toContainText('Total');
  await expect(client.getByTestId('price-total')).toHaveText('₹407.00');
  const window = client.getByRole('group', { name: 'Preferred time 1' });
  await window.getByLabel('Date').fill(day);
  await window.getByLabel('From').fill('10:00');
  await window.getByLabel('To').fill('13:00');
  await client.getByLabel('Access notes').fill('Lockbox 4721 at the side gate');
  await client.getByLabel('Name', { exact: true }).fill('Sam Agent');
  await client.getByLabel('Phone').fill('+61 400 999 000');
  await snapshot(client, 'orders-01-book-a-shoot');
  await client.setViewportSize({ width: 390, height: 844 });
  await snapshot(client, 'orders-02-book-a-shoot-390');
  await client.setViewportSize({ width: 1280, height: 800 });
  await client.getByRole('button', { name: 'Book Shoot' }).click();
  await expect(client).toHaveURL(/\/client\/project\/\d+$/);
  const projectId = Number(client.url().split('/').pop());
  await expect(client.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Requested');
  await snapshot(client, 'orders-03-client-requested');

  // Staff drag the order onto the calendar at 10:00 that day and choose the photographer.
  await page.goto('/calendar');
  const item = page.locator(`[data-project-id="${projectId}"]`);
  await expect(item).toBeVisible();
  const column = page.locator(`[data-date="${day}"]`).first();
  for (let i = 0; i < 3 && !(await column.isVisible()); i += 1) await page.getByRole('button', { name: /^Next/ }).click();
  await expect(column).toBeVisible();
  await snapshot(page, 'orders-04-calendar');
  const slot = page.locator('[data-time="10:00:00"]').last();
  await slot.scrollIntoViewIfNeeded();
  await item.scrollIntoViewIfNeeded();
  const target = { x: centre(await column.boundingBox()).x, y: centre(await slot.boundingBox()).y };
  await dragTo(page, centre(await item.boundingBox()), target);
  const dialog = page.getByRole('dialog', { name: 'Schedule shoot' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('120');
  await dialog.getByLabel('Photographer').click();
  await page.getByRole('option', { name: photographer.name }).click();
  await snapshot(page, 'orders-05-schedule-dialog');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-project-id="${projectId}"]`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shoot calendar' }).getByText(address)).toBeVisible();
  await snapshot(page, 'orders-06-calendar-scheduled');
  // On a phone the week becomes the shoot's day; widened again, it is the week once more.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Shoot calendar' }).getByText(address)).toBeVisible();
  await snapshot(page, 'orders-07-calendar-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');

  // The photographer signs in and finds it on their calendar and list.
  const photoContext = await browser.newContext();
  const photo = await photoContext.newPage();
  await photo.goto('/admin/login');
  await submitLogin(photo, 'Admin Sign In', photographer.email, photographer.password);
  await expect(photo).toHaveURL(/\/photographer$/);
  await expect(photo.getByRole('table', { name: 'My shoots' }).getByRole('link', { name: address, exact: true })).toBeVisible();
  await snapshot(photo, 'orders-08-photographer');
  await photo.getByRole('table', { name: 'My shoots' }).getByRole('link', { name: address, exact: true }).click();
  await expect(photo.getByText('Lockbox 4721 at the side gate')).toBeVisible();
  await snapshot(photo, 'orders-09-photographer-shoot');

  // The client sees "Scheduled", with the date and the photographer's first name.
  await client.goto('/client/projects');
  await expect(client.locator('[data-stage="scheduled"]')).toContainText('Shoot scheduled');
  await expect(client.locator('[data-stage="scheduled"]')).toContainText('10:00');
  await snapshot(client, 'orders-10-client-scheduled');
  await client.goto(`/client/project/${projectId}`);
  await expect(client.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Scheduled');
  // The badge says what the stepper says; the facts give the booked time and the services are all listed.
  await expect(client.getByLabel(/^Status: Shoot scheduled/)).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(client.getByText(`Drone add-on ${run}`)).toBeVisible();
  await expect(client.getByText(/, 10:00–12:00$/)).toBeVisible();
  await snapshot(client, 'orders-11-client-project-scheduled');
  await clientContext.close();
  await photoContext.close();
});
