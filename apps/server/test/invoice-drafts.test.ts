import { describe, expect, it } from 'vitest';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

/** A project of a client company with its generated (draft) invoice, and the company login and a client person of it. */
async function draftForClients() {
  const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
  const company = await signInAs(ctx.app, ctx.database.db, 'company');
  const person = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: company.companyId! });
  const catalog = await createCatalog(ctx.database.db);
  const created = (await postProject(ctx.app, staff.headers, projectInput(catalog, { company_id: company.companyId! }))).json();
  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  return {
    staff: staff.headers,
    clients: { company: company.headers, person: person.headers },
    projectId: created.data.id as number,
    invoice: { id: created.invoice.id as number, number: created.invoice.invoiceNumber as string },
    get,
  };
}

describe('a draft invoice is not the client’s yet', () => {
  it('is kept from the company and its client person: list, cards, detail, PDF, project fields and timeline', async () => {
    const draft = await draftForClients();
    for (const [who, headers] of Object.entries(draft.clients)) {
      const list = (await draft.get('/api/v1/invoices/', headers)).json();
      expect(list.data, who).toEqual([]);
      expect(list.stats, who).toMatchObject({ total: 0, paid: 0, total_revenue: '0.00', pending_amount: '0.00' });
      expect((await draft.get('/api/v1/invoices/?status=draft', headers)).json().data, who).toEqual([]);

      const detail = await draft.get(`/api/v1/invoices/${draft.invoice.id}/`, headers);
      expect(detail.statusCode, who).toBe(404);
      expect(detail.json()).toMatchObject({ success: false, message: 'Invoice not found.' });
      expect((await draft.get(`/api/v1/invoices/${draft.invoice.id}/pdf/`, headers)).statusCode, who).toBe(404);

      // The paid / not paid state stays (the file paywall reads it); the invoice's id does not.
      const project = (await draft.get(`/api/v1/projects/${draft.projectId}/`, headers)).json().data;
      expect(project, who).toMatchObject({ invoice: 'not paid', invoice_status: 'not_paid', invoice_id: null });
      const listed = (await draft.get('/api/v1/projects/', headers)).json().data;
      expect(listed.map((row: { id: number; invoice_id: number | null }) => [row.id, row.invoice_id]), who).toEqual([[draft.projectId, null]]);

      const timeline = await draft.get(`/api/v1/projects/${draft.projectId}/activity/`, headers);
      expect(timeline.json().data.map((entry: { action: string }) => entry.action), who).toEqual(['project.created']);
      expect(timeline.body, who).not.toContain(draft.invoice.number);
    }
    // Staff see the draft as always.
    expect((await draft.get(`/api/v1/invoices/${draft.invoice.id}/`, draft.staff)).json().data).toMatchObject({ summary_status: 'draft', invoiceNumber: draft.invoice.number });
    expect((await draft.get(`/api/v1/projects/${draft.projectId}/`, draft.staff)).json().data.invoice_id).toBe(draft.invoice.id);
  });

  it('reaches them once sent: list, detail, PDF, project fields and timeline', async () => {
    const draft = await draftForClients();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${draft.invoice.id}/send/`, headers: draft.staff })).statusCode).toBe(200);
    for (const [who, headers] of Object.entries(draft.clients)) {
      const list = (await draft.get('/api/v1/invoices/', headers)).json();
      expect(list.data.map((row: { id: number; summary_status: string }) => [row.id, row.summary_status]), who).toEqual([[draft.invoice.id, 'sent']]);
      expect(list.stats, who).toMatchObject({ total: 1, total_revenue: '0.00', total_billed: '385.00', pending_amount: '385.00' });
      expect((await draft.get(`/api/v1/invoices/${draft.invoice.id}/`, headers)).json().data, who).toMatchObject({ invoiceNumber: draft.invoice.number });
      const pdf = await draft.get(`/api/v1/invoices/${draft.invoice.id}/pdf/`, headers);
      expect([pdf.statusCode, pdf.headers['content-type']], who).toEqual([200, 'application/pdf']);
      expect((await draft.get(`/api/v1/projects/${draft.projectId}/`, headers)).json().data.invoice_id, who).toBe(draft.invoice.id);
      expect((await draft.get('/api/v1/projects/', headers)).json().data[0].invoice_id, who).toBe(draft.invoice.id);
      const timeline = (await draft.get(`/api/v1/projects/${draft.projectId}/activity/`, headers)).json().data;
      expect(timeline.map((entry: { action: string }) => entry.action), who).toEqual(['project.created', 'invoice.generated', 'invoice.sent']);
    }
  });
});
