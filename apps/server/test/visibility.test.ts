import { describe, expect, it } from 'vitest';
import { jpeg, upload } from './files/files-helpers.ts';
import { pdfText } from './pdf-text.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

const folderWithFile = 'Twilight Exteriors';
const emptyFolder = 'Aerial Extras';
const fileName = 'kitchen-hero-shot.jpg';
const expenseDescription = 'Ladder hire Bondi';
/** What a client must never read: names of files and folders before completion, and the studio's costs. */
const fileTraces = [folderWithFile, emptyFolder, 'kitchen-hero-shot', 'file_paths'];
const moneyTraces = [expenseDescription, '1500.00', 'totalExpense', 'total_expense', 'total_expenses', 'net_profit', '"expense"'];

type Headers = Record<string, string>;

/**
 * One shoot of a company, not completed, with an editor, a folder holding an uploaded photo, an
 * empty folder, and its invoice carrying an expense and sent to the client; and every kind of reader.
 */
async function shootWithFilesAndCosts() {
  const db = ctx.database.db;
  const staff = await signInAs(ctx.app, db, 'staff');
  const owner = await signInAs(ctx.app, db, 'admin');
  const editor = await signInAs(ctx.app, db, 'editor');
  const catalog = await createCatalog(db);
  const company = await signInAs(ctx.app, db, 'company');
  const person = await signInAs(ctx.app, db, 'client', { companyId: company.account.id });
  const created = await postProject(ctx.app, staff.headers, projectInput(catalog, { company_id: company.account.id, budget: '2400.00' }));
  expect(created.statusCode, created.body).toBe(201);
  const projectId = created.json().data.id as number;
  const invoice = created.json().invoice as { id: number; invoiceNumber: string };

  const call = async (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  await call(staff.headers, 'POST', `/api/v1/projects/${projectId}/`, { assignedTo_id: editor.account.id, projectStatus: 'in progress' });
  await call(staff.headers, 'POST', `/api/v1/projects/${projectId}/folders/`, { folder_name: emptyFolder });
  const uploaded = await upload(ctx.app, editor.headers, projectId, [{ name: fileName, bytes: await jpeg() }], { folder_path: folderWithFile });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await call(staff.headers, 'POST', `/api/v1/invoices/${invoice.id}/`, { expense: [{ description: expenseDescription, amount: '1500' }] });
  await call(staff.headers, 'POST', `/api/v1/invoices/${invoice.id}/send/`);

  /** Every JSON answer about the project a reader can reach, by name. */
  const projectReads = async (headers: Headers) => ({
    detail: await call(headers, 'GET', `/api/v1/projects/${projectId}/`),
    list: await call(headers, 'GET', '/api/v1/projects/'),
    timeline: await call(headers, 'GET', `/api/v1/projects/${projectId}/activity/`),
  });
  const invoiceReads = async (headers: Headers) => ({
    list: await call(headers, 'GET', '/api/v1/invoices/'),
    detail: await call(headers, 'GET', `/api/v1/invoices/${invoice.id}/`),
  });
  const complete = () => call(staff.headers, 'POST', `/api/v1/projects/${projectId}/`, { projectStatus: 'completed' });
  const markPaid = () => call(staff.headers, 'POST', `/api/v1/invoices/${invoice.id}/`, { status: 'paid' });
  const clients = { company: company.headers, person: person.headers };
  const staffSide = { staff: staff.headers, owner: owner.headers };
  return { projectId, invoice, editor: editor.headers, clients, staffSide, call, projectReads, invoiceReads, complete, markPaid };
}

const expectNone = (body: string, traces: string[]) => {
  for (const trace of traces) expect(body, `found "${trace}"`).not.toContain(trace);
};

describe('a client before completion', () => {
  it('sees no file or folder name in the project, the list or the timeline; the count stays', async () => {
    const shoot = await shootWithFilesAndCosts();
    for (const headers of Object.values(shoot.clients)) {
      const reads = await shoot.projectReads(headers);
      for (const res of Object.values(reads)) expectNone(res.body, fileTraces);
      expect(reads.detail.json().data.file_count).toBe(1);
      const timeline = reads.timeline.json().data as Array<{ action: string; detail: Record<string, unknown> }>;
      expect(timeline.find((entry) => entry.action === 'files.uploaded')?.detail).toEqual({ count: 1 });
      expect(timeline.find((entry) => entry.action === 'folder.created')?.detail).toEqual({});
    }
  });

  it('gets the file paths and names once the project is completed', async () => {
    const shoot = await shootWithFilesAndCosts();
    await shoot.complete();
    for (const headers of Object.values(shoot.clients)) {
      const reads = await shoot.projectReads(headers);
      expect(reads.detail.json().data.file_paths).toEqual([`${folderWithFile}/${fileName}`]);
      expect(reads.list.json().data[0].file_paths).toEqual([`${folderWithFile}/${fileName}`]);
      expect(reads.timeline.body).toContain(fileName);
      expect(reads.timeline.body).toContain(emptyFolder);
      expectNone(reads.timeline.body, moneyTraces);
    }
  });
});

describe("a client and the studio's money", () => {
  it('reads its invoice as billed (number, amounts, status, dates) without expenses or profit anywhere', async () => {
    const shoot = await shootWithFilesAndCosts();
    for (const headers of Object.values(shoot.clients)) {
      const invoices = await shoot.invoiceReads(headers);
      const projects = await shoot.projectReads(headers);
      for (const res of [...Object.values(invoices), ...Object.values(projects)]) expectNone(res.body, moneyTraces);
      expect(invoices.detail.json().data).toMatchObject({ invoiceNumber: shoot.invoice.invoiceNumber, baseAmount: '350.00', gstAmount: '35.00', total: '385.00', currency: 'INR', status: 'not_paid', summary_status: 'sent', due_date: '2026-12-06' });
      expect(invoices.detail.json().data.sent_at).toBe(ctx.clock.now().toISOString());
      // Billed, not yet paid: no revenue.
      expect(invoices.list.json().stats).toEqual({ total_revenue: '0.00', total_billed: '385.00', paid: 0, total: 1, pending_amount: '385.00', overdue: 0 });
      const timeline = projects.timeline.json().data as Array<{ action: string }>;
      expect(timeline.map((entry) => entry.action)).toEqual(expect.arrayContaining(['invoice.generated', 'invoice.sent']));
    }
  });

  it('downloads a PDF that prints what is billed and nothing of the costs', async () => {
    const shoot = await shootWithFilesAndCosts();
    for (const headers of Object.values(shoot.clients)) {
      const res = await shoot.call(headers, 'GET', `/api/v1/invoices/${shoot.invoice.id}/pdf/`);
      const text = pdfText(res.rawPayload).join('\n');
      expect(text).toContain(shoot.invoice.invoiceNumber);
      expect(text).toContain('385.00');
      expectNone(text, [expenseDescription, '1,500', 'Expense', 'Profit']);
    }
  });
});

describe('an editor and invoices', () => {
  it('sees the paid / not paid badge and no invoice number, id or amount in the project, the list or the timeline', async () => {
    const shoot = await shootWithFilesAndCosts();
    const before = await shoot.projectReads(shoot.editor);
    expect(before.detail.json().data).toMatchObject({ invoice: 'not paid', invoice_status: 'not_paid' });
    await shoot.markPaid();
    const after = await shoot.projectReads(shoot.editor);
    for (const res of [...Object.values(before), ...Object.values(after)]) {
      expectNone(res.body, [shoot.invoice.invoiceNumber, 'invoice_id', 'invoice_number', '385.00', '350.00', '35.00', '2400.00', 'total_budget', ...moneyTraces]);
    }
    expect(after.detail.json().data).toMatchObject({ invoice: 'paid', invoice_status: 'paid', file_paths: [`${folderWithFile}/${fileName}`] });
    const invoiceEntries = (after.timeline.json().data as Array<{ action: string; detail: unknown }>).filter((entry) => entry.action.startsWith('invoice.'));
    expect(invoiceEntries).toEqual([expect.objectContaining({ action: 'invoice.status_changed', detail: { from: 'not_paid', to: 'paid' } })]);
  });
});

describe('owner and staff', () => {
  it('still read every path, name, number, amount and expense', async () => {
    const shoot = await shootWithFilesAndCosts();
    for (const headers of Object.values(shoot.staffSide)) {
      const projects = await shoot.projectReads(headers);
      const invoices = await shoot.invoiceReads(headers);
      expect(projects.detail.json().data).toMatchObject({ file_paths: [`${folderWithFile}/${fileName}`], budget: '2400.00', invoice_id: shoot.invoice.id, service: { price: '350.00' } });
      expect(projects.list.json().stats.total_budget).toBe('2400.00');
      for (const trace of [fileName, emptyFolder, shoot.invoice.invoiceNumber, '"total_expense":"1500.00"']) expect(projects.timeline.body).toContain(trace);
      expect(invoices.detail.json().data).toMatchObject({ totalExpense: '1500.00', expense: [{ description: expenseDescription, amount: '1500.00' }] });
      expect(invoices.list.json().data[0].expense).toEqual([{ description: expenseDescription, amount: '1500.00' }]);
      // The invoice is sent, not paid: no revenue yet, so the profit is the expense's loss.
      expect(invoices.list.json().stats).toMatchObject({ total_expenses: '1500.00', net_profit: '-1500.00' });
    }
  });
});
