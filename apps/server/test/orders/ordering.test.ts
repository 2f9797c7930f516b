import { priceServices } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, jobs, orders, projects, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { businessRowVersions } from '../access/access-fixture.ts';
import { pdfText } from '../pdf-text.ts';
import { useTestApp } from '../test-app.ts';
import { book, capturingMailer, get, orderBody, orderStudio, post } from './order-fixtures.ts';

const mail = capturingMailer();
const ctx = useTestApp({ mailer: mail.mailer, env: { PUBLIC_URL: 'https://portal.example.test' } });

describe('booking a shoot', () => {
  it('makes a pending project of the order, with its services, and an invoice priced exactly as the live price', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const offered = (await get(ctx.app, '/api/v1/orders/services/', studio.person.headers)).json().data as Array<{ id: number; name: string; price: string; gstRate: string; is_addon: boolean; duration_minutes: number }>;
    expect(offered.map((service) => service.name)).toEqual(['Standard photos', 'Drone', 'Floor plan']);

    const res = await post(ctx.app, '/api/v1/orders/', studio.person.headers, orderBody(studio));
    expect(res.statusCode, res.body).toBe(201);
    const { data: project, quote } = res.json();
    expect(project).toMatchObject({
      status: 'pending',
      order_stage: 'requested',
      siteAddress: '12 Ocean View Rd, Bondi NSW 2026',
      company: { id: studio.company.id },
      scheduled_start: null,
      photographer: null,
      duration_minutes: 135,
      services: [{ name: 'Standard photos' }, { name: 'Drone' }, { name: 'Floor plan' }],
      order: {
        property_type: 'house',
        bedrooms: 4,
        access_notes: 'Lockbox 4321 on the side gate',
        occupancy: 'occupied',
        listing_contact: { name: 'Lee Agent', phone: '0400 123 456', email: 'lee@agency.test' },
        // The first window had no offset: 09:00 in the business time zone (Asia/Kolkata, UTC+5:30).
        preferred_windows: [
          { start: '2026-12-01T03:30:00.000Z', end: '2026-12-01T06:30:00.000Z' },
          { start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T16:00:00.000Z' },
        ],
        ordered_by: { kind: 'user' },
      },
      can_change: true,
    });
    // The invoice is a draft: the client sees neither its id nor its number yet.
    expect(project.invoice_id).toBeNull();

    // What the booking form showed (the contract's function over the offered services) is the invoice, line by line.
    const live = priceServices(offered.map((service) => ({ id: service.id, name: service.name, price: service.price, gstRate: service.gstRate })));
    expect(live).toMatchObject({ baseAmount: '569.95', gstAmount: '45.00', total: '614.95', gstRate: 'mixed' });
    expect(quote).toEqual({ ...live, currency: 'INR' });
    const staffView = (await get(ctx.app, `/api/v1/projects/${project.id}/`, studio.staff)).json().data;
    const invoice = (await get(ctx.app, `/api/v1/invoices/${staffView.invoice_id}/`, studio.staff)).json().data;
    expect(invoice).toMatchObject({ baseAmount: live.baseAmount, gstAmount: live.gstAmount, total: live.total, gstRate: 'mixed', lines: live.lines, sent_at: null });
  });

  it("prints every service of the order on the invoice PDF, a line each, with the sums under them", async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const { data: project } = await book(ctx.app, studio);
    const invoiceId = (await get(ctx.app, `/api/v1/projects/${project.id}/`, studio.staff)).json().data.invoice_id;
    const res = await get(ctx.app, `/api/v1/invoices/${invoiceId}/pdf/`, studio.staff);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of ['Standard photos', 'Drone', 'Floor plan', 'QTY', 'UNIT PRICE', 'Subtotal', '₹569.95', '₹45.00', '₹614.95']) expect(text).toContain(expected);
  });

  it('tells staff and the client by e-mail, and the webhooks order.created', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    await ctx.database.db.insert(webhookEndpoints).values({ url: 'http://127.0.0.1:9/hooks', events: ['order.created', 'project.created'], secret: 'sealed' });
    mail.clear();
    const { data } = await book(ctx.app, studio);
    expect(await ctx.app.background.runner.drain(['notify.order'])).toBe(2);
    const [toStaff, toClient] = [mail.sent.find((m) => m.subject.startsWith('New order')), mail.sent.find((m) => m.subject.startsWith('We received'))];
    expect(toStaff!.to.split(', ').length).toBe(2); // the owner and the staff account
    expect(toStaff!.text).toContain('Lockbox 4321');
    expect(toClient).toMatchObject({ to: studio.company.email, text: expect.stringContaining(`https://portal.example.test/client/project/${data.id}`) });
    const events = await ctx.database.db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries);
    expect(events.map((e) => e.type).sort()).toEqual(['order.created', 'project.created']);
  });

  it('books for the caller\'s own company whatever the body says, and only for clients', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const res = await post(ctx.app, '/api/v1/orders/', studio.company.headers, { ...orderBody(studio), company_id: studio.other.id });
    expect(res.json().data.company.id).toBe(studio.company.id);
    for (const headers of [studio.staff, studio.owner, studio.pia.headers]) expect((await post(ctx.app, '/api/v1/orders/', headers, orderBody(studio))).statusCode).toBe(403);
  });

  it.each([
    ['a past window', { preferred_windows: [{ start: '2026-11-20T09:00', end: '2026-11-20T10:00' }] }, 'preferred_windows.0.start'],
    ['a window ending before it starts', { preferred_windows: [{ start: '2026-12-01T12:00', end: '2026-12-01T09:00' }] }, 'preferred_windows.0.end'],
    ['four windows', { preferred_windows: Array.from({ length: 4 }, (_, i) => ({ start: `2026-12-0${i + 1}T09:00`, end: `2026-12-0${i + 1}T10:00` })) }, 'preferred_windows'],
    ['no window', { preferred_windows: [] }, 'preferred_windows'],
    ['an impossible date', { preferred_windows: [{ start: '2026-02-30T09:00', end: '2026-02-30T10:00' }] }, 'preferred_windows'],
    ['an unknown service', { service_ids: [999999] }, 'service_ids'],
    ['an inactive service', { service_ids: ['retired'] }, 'service_ids'],
    ['add-ons only', { service_ids: ['drone'] }, 'service_ids'],
    ['the same service twice', { service_ids: ['photos', 'photos'] }, 'service_ids'],
    ['a 501-character address', { address: 'x'.repeat(501) }, 'address'],
    ['an unknown property type', { property_type: 'castle' }, 'property_type'],
    ['a bad contact e-mail', { listing_contact: { name: 'Lee', email: 'not-an-address' } }, 'listing_contact.email'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, overrides, field) => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const named = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => (typeof id === 'string' ? studio.services[id as keyof typeof studio.services].id : id)) : ids);
    const body = { ...orderBody(studio), ...overrides, ...('service_ids' in overrides ? { service_ids: named(overrides.service_ids) } : {}) };
    const before = await businessRowVersions(ctx.database.db);
    const res = await post(ctx.app, '/api/v1/orders/', studio.company.headers, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await businessRowVersions(ctx.database.db)).toBe(before);
    expect(await ctx.database.db.select().from(jobs)).toEqual([]);
  });

  it('lets staff add a shoot the old way: one service, one invoice line', async () => {
    const studio = await orderStudio(ctx.app, ctx.database.db);
    const [category] = await ctx.database.db.insert(categories).values({ name: 'Homes' }).returning();
    const res = await post(ctx.app, '/api/v1/projects/', studio.staff, { projectName: 'Walk-in', company_id: studio.company.id, category_id: category!.id, service_id: studio.services.photos.id, siteAddress: '3 Main St' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice).toMatchObject({ baseAmount: '350.00', gstAmount: '35.00', total: '385.00', gstRate: '10-percent', lines: [{ description: 'Standard photos', quantity: 1, amount: '350.00' }] });
    expect(res.json().data).toMatchObject({ order: null, services: [{ name: 'Standard photos' }], order_stage: 'requested' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.projectId, res.json().data.id));
    expect(row).toBeUndefined();
    expect((await ctx.database.db.select().from(projects)).length).toBe(1);
  });
});
