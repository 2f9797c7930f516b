import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { services } from '../../src/db/schema/index.ts';
import type { Mailer, MailMessage } from '../../src/mail/mailer.ts';
import { createUser, testPassword } from '../factories.ts';
import { signInAs } from '../sign-in.ts';

/** A mailer that keeps what it is handed, in order. */
export function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  return { mailer, sent, clear: () => void sent.splice(0) };
}

type Headers = { authorization: string };

/**
 * A studio taking orders: a main service, two add-ons, an inactive service; a client company with
 * its login and a contact, a second company, two photographers, staff and the owner.
 */
export async function orderStudio(app: App, db: Db) {
  const [photos, drone, plan, retired] = await db
    .insert(services)
    .values([
      { serviceName: 'Standard photos', price: '350.00', gstRate: '10-percent', description: '25 photos', durationMinutes: 90 },
      { serviceName: 'Drone', price: '99.95', gstRate: '10-percent', description: 'Aerials', durationMinutes: 30, isAddon: true },
      { serviceName: 'Floor plan', price: '120.00', gstRate: 'no-gst', description: '2D plan', durationMinutes: 15, isAddon: true },
      { serviceName: 'Old video', price: '500.00', gstRate: 'no-gst', description: 'Retired', isActive: false },
    ])
    .returning();
  const company = await signInAs(app, db, 'company');
  const companyId = (company.account as { id: number }).id;
  const person = await signInAs(app, db, 'client', { companyId });
  const other = await signInAs(app, db, 'company');
  const staff = await signInAs(app, db, 'staff');
  const owner = await signInAs(app, db, 'admin');
  const pia = await createUser(db, 'photographer', { username: 'Pia Lens' });
  const paul = await createUser(db, 'photographer', { username: 'Paul Shutter' });
  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password: testPassword } });
    return { authorization: `Token ${res.json().token as string}` } as Headers;
  };
  return {
    services: { photos: photos!, drone: drone!, plan: plan!, retired: retired! },
    company: { id: companyId, headers: company.headers as Headers, email: (company.account as { email: string }).email },
    person: { headers: person.headers as Headers },
    other: { id: (other.account as { id: number }).id, headers: other.headers as Headers },
    staff: staff.headers as Headers,
    owner: owner.headers as Headers,
    pia: { ...pia, headers: await login(pia.email) },
    paul: { ...paul, headers: await login(paul.email) },
  };
}

export type OrderStudio = Awaited<ReturnType<typeof orderStudio>>;

/** A good order body, due days after the test clock (2026-11-22T10:00Z). */
export const orderBody = (studio: OrderStudio, overrides: Record<string, unknown> = {}) => ({
  address: '12 Ocean View Rd, Bondi NSW 2026',
  property_type: 'house',
  bedrooms: 4,
  bathrooms: 2,
  floor_area: 220,
  service_ids: [studio.services.photos.id, studio.services.drone.id, studio.services.plan.id],
  preferred_windows: [
    { start: '2026-12-01T09:00', end: '2026-12-01T12:00' },
    { start: '2026-12-02T13:00:00Z', end: '2026-12-02T16:00:00Z' },
  ],
  access_notes: 'Lockbox 4321 on the side gate',
  occupancy: 'occupied',
  listing_contact: { name: 'Lee Agent', phone: '0400 123 456', email: 'lee@agency.test' },
  ...overrides,
});

export const post = (app: App, url: string, headers: Headers, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
export const get = (app: App, url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

/** Books a shoot as the studio's client company; answers the new project. */
export async function book(app: App, studio: OrderStudio, overrides: Record<string, unknown> = {}) {
  const res = await post(app, '/api/v1/orders/', studio.company.headers, orderBody(studio, overrides));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json() as { data: { id: number } & Record<string, unknown>; quote: Record<string, unknown> };
}

/** Schedules a project as staff. */
export const schedule = (app: App, studio: OrderStudio, projectId: number, body: Record<string, unknown>) => post(app, `/api/v1/projects/${projectId}/schedule/`, studio.staff, body);
