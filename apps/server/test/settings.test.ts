import { defaultBusinessProfile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, businessSettings } from '../src/db/schema/index.ts';
import { pdfText } from './pdf-text.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/settings/business/';

const owner = async () => (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
const getProfile = async (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const saveProfile = async (headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const storedRow = async () => (await ctx.database.db.select().from(businessSettings).where(eq(businessSettings.key, 'business_profile')))[0]?.value;
const profileLog = () => ctx.database.db.select().from(activityLog).where(eq(activityLog.action, 'business_profile.updated'));

describe('business profile', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await getProfile(await owner());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: defaultBusinessProfile });
  });

  it('saves the given fields over the stored ones, says so and logs who changed what', async () => {
    const headers = await owner();
    const first = await saveProfile(headers, { name: '  Lens & Light Studio ', phone: '+61 400 000 000', currency: 'AUD', locale: 'en-AU' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Business profile saved successfully!', data: { name: 'Lens & Light Studio', phone: '+61 400 000 000', currency: 'AUD', locale: 'en-AU', email: '' } });

    // A later save of other fields keeps these.
    const second = await saveProfile(headers, { name: 'Lens & Light Studio', email: 'hello@lenslight.test', address: '1 Harbour St\nSydney' });
    expect(second.json().data).toEqual({ ...defaultBusinessProfile, name: 'Lens & Light Studio', phone: '+61 400 000 000', currency: 'AUD', locale: 'en-AU', email: 'hello@lenslight.test', address: '1 Harbour St\nSydney' });
    expect((await getProfile(headers)).json().data).toEqual(second.json().data);

    const entries = await profileLog();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ entityType: 'settings', entityId: null, actorKind: 'user' });
    expect(entries[0]!.detail).toMatchObject({ fields: ['name', 'phone', 'currency', 'locale'], name: 'Lens & Light Studio' });
    expect(entries[1]!.detail).toMatchObject({ fields: ['address', 'email'] });
  });

  it('heads the invoice PDF; its currency prices new invoices only, an issued one keeps its own', async () => {
    const staff = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
    const catalog = await createCatalog(ctx.database.db);
    const issue = async (projectName: string) => (await postProject(ctx.app, staff, projectInput(catalog, { projectName }))).json().invoice.id as number;
    const invoice = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${id}/`, headers: staff })).json().data;
    const pdf = async (id: number) => pdfText((await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${id}/pdf/`, headers: staff })).rawPayload).join('\n');

    const old = await issue('12 Ocean View Rd');
    expect((await invoice(old)).currency).toBe('INR');
    const before = await pdf(old);
    expect(before).toContain(defaultBusinessProfile.name);
    expect(before).toContain('₹385.00');
    expect(before).toContain('Amounts in INR.');

    await saveProfile(await owner(), { name: 'Harbourside Photo Co', tax_number: 'ABN 12 345 678 901', currency: 'AUD', locale: 'en-AU' });
    const after = await pdf(old);
    expect(after).toContain('Harbourside Photo Co');
    expect(after).toContain('Tax number: ABN 12 345 678 901');
    expect(after).not.toContain(defaultBusinessProfile.name);
    // The issued invoice still says rupees, in its JSON and on its PDF (written as the en-AU locale writes rupees).
    expect((await invoice(old)).currency).toBe('INR');
    expect(after).toMatch(/INR\s385\.00/);
    expect(after).toContain('Amounts in INR.');
    expect(after).not.toContain('AUD');

    const fresh = await issue('3 Harbour Tce');
    expect(await invoice(fresh)).toMatchObject({ currency: 'AUD', total: '385.00' });
    const freshText = await pdf(fresh);
    expect(freshText).toContain('$385.00');
    expect(freshText).toContain('Amounts in AUD.');
    expect(freshText).not.toContain('₹');
  });

  const kb100 = 'x'.repeat(100_000);
  const badBodies: Array<[string, unknown, string]> = [
    ['name missing', { phone: '1' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['name as a number', { name: 42 }, 'name'],
    ['name as null', { name: null }, 'name'],
    ['a 100 kB name', { name: kb100 }, 'name'],
    ['a bad email', { name: 'Studio', email: 'not-an-email' }, 'email'],
    ['email as an array', { name: 'Studio', email: ['a@b.test'] }, 'email'],
    ['an unknown currency', { name: 'Studio', currency: 'XYZ' }, 'currency'],
    ['a lower-case currency', { name: 'Studio', currency: 'usd' }, 'currency'],
    ['currency as a number', { name: 'Studio', currency: 356 }, 'currency'],
    ['an unknown locale', { name: 'Studio', locale: 'fr-FR' }, 'locale'],
    ['a 100 kB address', { name: 'Studio', address: kb100 }, 'address'],
    ['a 100 kB phone', { name: 'Studio', phone: kb100 }, 'phone'],
    ['tax_number as an object', { name: 'Studio', tax_number: { a: 1 } }, 'tax_number'],
    ['a NUL in the phone', { name: 'Studio', phone: '1\u00002' }, 'phone'],
    ['a JSON array', [], 'body'],
  ];

  it.each(badBodies)('refuses %s with a 400 naming the field and keeps the stored profile', async (_name, body, field) => {
    const headers = await owner();
    await saveProfile(headers, { name: 'Kept Studio', email: 'kept@studio.test', currency: 'USD' });
    const before = await storedRow();

    const res = await saveProfile(headers, body as object);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toContain(field);
    expect(await storedRow()).toEqual(before);
    expect(await profileLog()).toHaveLength(1);
  });

  it('refuses malformed JSON with a 400 and keeps the stored profile', async () => {
    const headers = await owner();
    await saveProfile(headers, { name: 'Kept Studio' });
    const res = await ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await getProfile(headers)).json().data.name).toBe('Kept Studio');
  });

  it('accepts an empty email (none printed)', async () => {
    const res = await saveProfile(await owner(), { name: 'Studio', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('');
  });
});

describe('settings are the owner’s', () => {
  const calls = [
    { method: 'GET' as const, url },
    { method: 'POST' as const, url, payload: { name: 'Taken Over' } },
    { method: 'GET' as const, url: '/api/v1/settings/system/' },
    { method: 'POST' as const, url: '/api/v1/settings/test-connection/' },
    { method: 'GET' as const, url: '/api/v1/settings/endpoints/' },
  ];

  it.each(calls)('$method $url: 401 without a token, 403 to staff, editors and clients', async (call) => {
    expect((await ctx.app.inject(call)).statusCode).toBe(401);
    for (const kind of ['staff', 'editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      const res = await ctx.app.inject({ ...call, headers });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(403);
      expect(res.json().data).toBeUndefined();
    }
    expect(await storedRow()).toBeUndefined();
  });
});

describe('endpoint table', () => {
  it("lists the API's operations from its OpenAPI document, sorted by path, without the docs' own routes", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/endpoints/', headers: await owner() });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ method: string; path: string; summary: string; tag: string }>;
    expect(rows).toContainEqual({ method: 'GET', path: '/api/v1/projects/', summary: expect.stringMatching(/\S/), tag: 'projects' });
    expect(rows).toContainEqual({ method: 'POST', path: '/api/v1/settings/business/', summary: 'Update the business profile', tag: 'settings' });
    expect(rows).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/v1/categories/{id}/' }));
    expect(rows.map((row) => row.path)).toEqual(rows.map((row) => row.path).sort());
    expect(rows.some((row) => row.path.startsWith('/api/docs') || !row.path.startsWith('/api/'))).toBe(false);
  });
});

describe("the studio's contact details", () => {
  it('are read by every signed-in account, clients included, with how to pay and without the tax number or the currency', async () => {
    await saveProfile(await owner(), { name: 'Harbourside Photo Co', email: 'bookings@harbourside.test', phone: '+61 2 9555 0100', address: '5 Wharf Rd, Balmain', tax_number: 'ABN 1', bank_details: 'BSB 062-000 Account 1234 5678' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/contact/' })).statusCode).toBe(401);
    for (const kind of ['staff', 'editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/contact/', headers });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json().data).toEqual({ name: 'Harbourside Photo Co', email: 'bookings@harbourside.test', phone: '+61 2 9555 0100', address: '5 Wharf Rd, Balmain', bank_details: 'BSB 062-000 Account 1234 5678', online_payment: false });
    }
  });
});
