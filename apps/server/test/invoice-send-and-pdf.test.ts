import { invoiceGstLabel } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, businessSettings, invoices } from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';
import { pdfText } from './pdf-text.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

async function invoicedProject(companyId?: number) {
  const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
  const catalog = await createCatalog(ctx.database.db);
  const created = (await postProject(ctx.app, staff.headers, projectInput(catalog, companyId ? { company_id: companyId } : {}))).json();
  const id = created.invoice.id as number;
  const call = (method: 'GET' | 'POST', path: string, headers = staff.headers, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/invoices/${id}/${path}`, headers, ...(payload ? { payload } : {}) });
  return { id, number: created.invoice.invoiceNumber as string, staff: staff.headers, catalog, call };
}

const listed = async (headers: Record<string, string>, query = '') => (await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${query}`, headers })).json();

describe('sending an invoice', () => {
  it('records sent_at, moves the invoice from draft to sent, logs it and says so', async () => {
    const invoice = await invoicedProject();
    expect((await invoice.call('GET', '')).json().data).toMatchObject({ summary_status: 'draft', sent_at: null });

    const res = await invoice.call('POST', 'send/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice sent successfully!', data: { summary_status: 'sent', status: 'not_paid' } });
    expect(res.json().data.sent_at).toBe(ctx.clock.now().toISOString());
    const [sent] = await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, 'invoice.sent'));
    expect(sent?.detail).toMatchObject({ invoice_id: invoice.id, invoice_number: invoice.number, resent: false });
  });

  it('refuses to send a paid invoice (409) and answers 404 for an unknown one', async () => {
    const invoice = await invoicedProject();
    await invoice.call('POST', '', invoice.staff, { status: 'paid' });
    const res = await invoice.call('POST', 'send/');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Invoice ${invoice.number} is already paid.`);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/invoices/999999/send/', headers: invoice.staff })).statusCode).toBe(404);
  });

  it('lets neither clients nor editors send, and changes nothing when they try', async () => {
    const company = await signInAs(ctx.app, ctx.database.db, 'company');
    const invoice = await invoicedProject(company.companyId!);
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    expect((await invoice.call('POST', 'send/', company.headers)).statusCode).toBe(403);
    expect((await invoice.call('POST', 'send/', editor.headers)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select({ sentAt: invoices.sentAt }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.sentAt).toBeNull();
  });
});

describe('the summary reading of invoices', () => {
  it('derives draft, sent, overdue and paid, filters by each, and sums what is pending', async () => {
    const draft = await invoicedProject();
    const sent = await invoicedProject();
    const overdue = await invoicedProject();
    const paid = await invoicedProject();
    await sent.call('POST', 'send/');
    await overdue.call('POST', 'send/');
    await ctx.database.db.update(invoices).set({ dueDate: '2020-01-31' }).where(eq(invoices.id, overdue.id));
    await paid.call('POST', 'send/');
    await paid.call('POST', '', paid.staff, { status: 'paid' });

    const byStatus = async (status: string) => (await listed(draft.staff, `?status=${status}`)).data.map((row: { id: number }) => row.id);
    expect(await byStatus('draft')).toEqual([draft.id]);
    expect(await byStatus('sent')).toEqual([sent.id]);
    expect(await byStatus('overdue')).toEqual([overdue.id]);
    expect(await byStatus('paid')).toEqual([paid.id]);
    expect((await byStatus('not_paid')).sort()).toEqual([draft.id, sent.id, overdue.id].sort());

    const all = await listed(draft.staff);
    expect(Object.fromEntries(all.data.map((row: { id: number; summary_status: string }) => [row.id, row.summary_status]))).toEqual({
      [draft.id]: 'draft',
      [sent.id]: 'sent',
      [overdue.id]: 'overdue',
      [paid.id]: 'paid',
    });
    // 350.00 + 10% GST each: the sent and the overdue one are owed.
    expect(all.stats).toMatchObject({ pending_amount: '770.00', overdue: 1, paid: 1, total: 4 });
  });

  it('refuses an unknown status filter with 400 naming the field', async () => {
    const { staff } = await invoicedProject();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/invoices/?status=late', headers: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('status');
  });
});

describe('invoice PDF', () => {
  it('downloads as a PDF with the business, the client, the service, GST and the total, in rupees with the ₹ sign', async () => {
    await ctx.database.db.insert(businessSettings).values({ key: 'business_profile', value: { name: 'Lens & Light Studio', tax_number: 'GSTIN 29ABCDE1234F1Z5' } });
    const invoice = await invoicedProject();
    const res = await invoice.call('GET', 'pdf/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    // The GST line reads as the invoice card's (one label for both); the font embedded has the rupee sign.
    for (const expected of ['Lens & Light Studio', 'Tax number: GSTIN 29ABCDE1234F1Z5', invoice.number, 'NOT PAID', 'Harbour Realty', '12 Ocean View Rd', 'Twilight photos', invoiceGstLabel('10-percent'), 'GST (10%)', '₹350.00', '₹35.00', '₹385.00']) {
      expect(text).toContain(expected);
    }
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2 /);
  });

  it("is the client's own sent invoice to download; another company's answers 404, an editor 403", async () => {
    const company = await signInAs(ctx.app, ctx.database.db, 'company');
    const own = await invoicedProject(company.companyId!);
    const foreign = await invoicedProject((await createCompany(ctx.database.db)).id);
    await own.call('POST', 'send/');
    await foreign.call('POST', 'send/');
    const person = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: company.companyId! });
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');

    expect((await own.call('GET', 'pdf/', company.headers)).statusCode).toBe(200);
    expect((await own.call('GET', 'pdf/', person.headers)).statusCode).toBe(200);
    expect((await foreign.call('GET', 'pdf/', company.headers)).statusCode).toBe(404);
    expect((await foreign.call('GET', 'pdf/', person.headers)).statusCode).toBe(404);
    expect((await own.call('GET', 'pdf/', editor.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/invoices/${own.id}/pdf/` })).statusCode).toBe(401);
    expect((await ctx.database.db.select({ n: count() }).from(invoices))[0]?.n).toBe(2);
  });
});
