import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { fetchLink, jpeg } from '../files/files-helpers.ts';
import { capturingMailer } from '../orders/order-fixtures.ts';
import { useTestApp } from '../test-app.ts';
import { get, post, requestRevisions, revisionStudio, uploadVersion } from './revision-fixtures.ts';

const mail = capturingMailer();
const ctx = useTestApp({ mailer: mail.mailer, env: { PUBLIC_URL: 'https://portal.example.test' } });
const run = (kinds: Parameters<typeof ctx.app.background.runner.drain>[0]) => ctx.app.background.runner.drain(kinds);
const events = async () => (await ctx.database.db.select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body }).from(webhookDeliveries)).map((row) => ({ type: row.type, data: JSON.parse(row.body).data }));

describe('the revision loop', () => {
  it('client pins notes, the editor works them with a new version, the request is done and the client told; a reopen and replies follow', async () => {
    const s = await revisionStudio(ctx.app, ctx.database.db);
    await ctx.database.db.insert(webhookEndpoints).values({ url: 'http://127.0.0.1:9/hooks', events: ['revision.requested', 'revision.completed'], secret: 'sealed' });
    await run(['derivatives.make']);
    mail.clear();

    // The client pins two notes on a.jpg and one on c.jpg, in a subfolder: one request.
    const created = await requestRevisions(ctx.app, s.person.headers, s.project.id, [
      { file_id: s.ids.a, x: 0.25, y: 0.75, note: 'Remove the bin from the driveway' },
      { file_id: s.ids.a, x: 0.9, y: 0.1, note: 'Brighten the sky' },
      { file_id: s.ids.c, x: 0, y: 1, note: 'Straighten the fence' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({ project_id: s.project.id, round: 1, status: 'open', billable: false, invoiced: false, editor_id: s.editor.account.id, item_count: 3, fixed_count: 0, requested_by: s.person.account.username });
    expect(request.items.map((i: { file_id: number; x: number; y: number; status: string; file_version: number }) => [i.file_id, i.x, i.y, i.status, i.file_version])).toEqual([
      [s.ids.a, 0.25, 0.75, 'open', 1],
      [s.ids.a, 0.9, 0.1, 'open', 1],
      [s.ids.c, 0, 1, 'open', 1],
    ]);
    // The client's links: thumbnails and watermarked proofs (the invoice is not paid).
    expect(request.items[0].thumbnail_url).toMatch(/^\/api\/v1\/files\/content\//);
    expect(request.items[0].preview_url).toContain('proof');
    // The project stays completed and the client keeps the gallery.
    expect((await get(ctx.app, `/api/v1/projects/${s.project.id}/`, s.person.headers)).json().data.status).toBe('completed');
    expect((await get(ctx.app, `/api/v1/projects/${s.project.id}/files/`, s.company.headers)).json().data.files.length).toBe(3);

    // E-mails to staff and to the editor; the webhook revision.requested.
    expect(await run(['notify.revision'])).toBe(2);
    const toEditor = mail.sent.find((m) => m.to === s.editor.account.email)!;
    expect(toEditor.subject).toContain('round 1');
    expect(toEditor.text).toContain('3 note(s)');
    expect(mail.sent.find((m) => m.to !== s.editor.account.email)!.to).toContain('@example.test');
    const [requested] = await events();
    expect(requested).toMatchObject({ type: 'revision.requested', data: { revision: { id: request.id, round: 1, item_count: 3 } } });

    // The editor's task list holds it although the project is completed; the other editor's does not.
    const tasks = await get(ctx.app, '/api/v1/revisions/', s.editor.headers);
    expect(tasks.json().data.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect((await get(ctx.app, '/api/v1/revisions/', s.otherEditor.headers)).json().data).toEqual([]);
    expect((await get(ctx.app, '/api/v1/revisions/?status=done', s.staff)).json().data).toEqual([]);

    // In progress, then a new version of a.jpg: the old link stops working, the new one serves the new bytes.
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.editor.headers, { status: 'in_progress' })).json().data.status).toBe('in_progress');
    const oldLink = (await get(ctx.app, `/api/v1/projects/${s.project.id}/serve/${s.ids.a}/`, s.editor.headers)).json().data.download_url;
    expect((await fetchLink(ctx.app, oldLink)).statusCode).toBe(200);
    const edited = await jpeg(64, 48);
    const version = await uploadVersion(ctx.app, s.editor.headers, s.project.id, s.ids.a, edited);
    expect(version.statusCode, version.body).toBe(201);
    expect(version.json().data).toMatchObject({ id: s.ids.a, name: 'a.jpg', folder_path: '', version: 2 });
    const stale = await fetchLink(ctx.app, oldLink);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toContain('earlier version');
    const newLink = (await get(ctx.app, `/api/v1/projects/${s.project.id}/serve/${s.ids.a}/`, s.editor.headers)).json().data.download_url;
    expect((await fetchLink(ctx.app, newLink)).rawPayload.equals(edited)).toBe(true);

    // Done only once every pin is fixed.
    const refused = await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.editor.headers, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('3 pin(s)');
    let current = request;
    for (const item of request.items) current = (await post(ctx.app, `/api/v1/revisions/${request.id}/items/${item.id}/`, s.editor.headers, { status: 'fixed' })).json().data;
    expect(current.items.map((i: { status: string; fixed_version: number }) => [i.status, i.fixed_version])).toEqual([
      ['fixed', 2],
      ['fixed', 2],
      ['fixed', 1],
    ]);
    const done = await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.editor.headers, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', fixed_count: 3 });
    expect(done.json().data.completed_at).not.toBeNull();

    // The client is told, and the webhook revision.completed goes out.
    mail.clear();
    expect(await run(['notify.revision'])).toBe(1);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: s.person.account.email, subject: expect.stringContaining('are done') });
    expect(mail.sent[0]!.text).toContain(`https://portal.example.test/client/project/${s.project.id}`);
    expect((await events()).map((e) => e.type)).toEqual(['revision.requested', 'revision.completed']);

    // The client sees v2 and each pin's state; replies from both sides; a reopen takes the request back to in progress.
    const seen = (await get(ctx.app, `/api/v1/projects/${s.project.id}/revisions/`, s.company.headers)).json().data;
    expect(seen).toHaveLength(1);
    expect(seen[0].items[0]).toMatchObject({ status: 'fixed', file_version: 2, fixed_version: 2 });
    const reply = await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/replies/`, s.company.headers, { text: 'The bin is still there on the left.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({ side: 'client', text: 'The bin is still there on the left.' });
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/replies/`, s.editor.headers, { text: 'On it.' })).json().data.side).toBe('studio');
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/replies/`, s.staff, { text: 'Thanks!' })).statusCode).toBe(201);
    const reopened = await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/`, s.company.headers, { status: 'reopened' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'in_progress', completed_at: null, fixed_count: 2 });
    expect(reopened.json().data.items[0].replies.map((r: { author_name: string; side: string }) => r.side)).toEqual(['client', 'studio', 'studio']);
    // A reopened request is the editor's again; the stale "done" e-mail of the first round was sent already, no second one queued.
    expect((await get(ctx.app, '/api/v1/revisions/?status=in_progress', s.editor.headers)).json().data).toHaveLength(1);
    // Only the studio fixes, only the client reopens.
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/`, s.company.headers, { status: 'fixed' })).statusCode).toBe(403);
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[1].id}/`, s.staff, { status: 'reopened' })).statusCode).toBe(403);
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${request.items[0].id}/`, s.company.headers, { status: 'reopened' })).statusCode).toBe(409);
  });

  it('staff assign the editor (an active editor only); the editor cannot; a request on a project not completed is a 409', async () => {
    const s = await revisionStudio(ctx.app, ctx.database.db);
    const request = (await requestRevisions(ctx.app, s.company.headers, s.project.id, [{ file_id: s.ids.b, x: 0.5, y: 0.5, note: 'Crop tighter' }])).json().data;
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.editor.headers, { editor_id: s.otherEditor.account.id })).statusCode).toBe(403);
    const assigned = await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.staff, { editor_id: s.otherEditor.account.id });
    expect(assigned.json().data).toMatchObject({ editor_id: s.otherEditor.account.id, editor_name: s.otherEditor.account.username });
    expect((await get(ctx.app, '/api/v1/revisions/', s.otherEditor.headers)).json().data).toHaveLength(1);
    expect((await get(ctx.app, '/api/v1/revisions/', s.editor.headers)).json().data).toHaveLength(0);
    const notEditor = await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.staff, { editor_id: s.person.account.id });
    expect(notEditor.statusCode).toBe(400);
    expect(notEditor.json().message).toContain('editor_id');
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.staff, { editor_id: null })).json().data.editor_id).toBeNull();

    await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${s.project.id}/`, headers: s.staff, payload: { projectStatus: 'review' } });
    const early = await requestRevisions(ctx.app, s.company.headers, s.project.id, [{ file_id: s.ids.b, x: 0.5, y: 0.5, note: 'Crop tighter' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Revisions can be requested once the project is completed.');
  });

  it('rounds past the free ones are billable; staff bill one once, as an invoice line with the totals grown', async () => {
    const s = await revisionStudio(ctx.app, ctx.database.db);
    expect((await post(ctx.app, '/api/v1/settings/business/', s.owner, { name: 'Lens & Light', free_revision_rounds: 1, revision_price: '150' })).statusCode).toBe(200);
    const pin = [{ file_id: s.ids.b, x: 0.5, y: 0.5, note: 'Crop tighter' }];
    const first = (await requestRevisions(ctx.app, s.company.headers, s.project.id, pin)).json().data;
    const second = (await requestRevisions(ctx.app, s.person.headers, s.project.id, pin)).json().data;
    expect([first.round, first.billable, second.round, second.billable]).toEqual([1, false, 2, true]);

    const free = await post(ctx.app, `/api/v1/revisions/${first.id}/invoice-line/`, s.staff);
    expect(free.statusCode).toBe(409);
    const billed = await post(ctx.app, `/api/v1/revisions/${second.id}/invoice-line/`, s.staff);
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json().data.revision).toMatchObject({ invoiced: true, invoiced_amount: '150.00' });
    // 350 + 10% GST was the invoice; the round adds 150 + 15.
    expect(billed.json().data.invoice).toMatchObject({ baseAmount: '500.00', gstAmount: '50.00', total: '550.00' });
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.projectId, s.project.id));
    expect(invoice).toMatchObject({ baseAmount: '500.00', gstAmount: '50.00', total: '550.00' });
    const lines = await ctx.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines.map((line) => [line.description, line.amount, line.gstAmount, line.total])).toEqual([['Revision round 2', '150.00', '15.00', '165.00']]);
    const again = await post(ctx.app, `/api/v1/revisions/${second.id}/invoice-line/`, s.staff, { amount: '10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already on the invoice');
    // The project's timeline tells both rounds and the billed line; the line is an invoice event, read under the invoice rules.
    const timeline = (await get(ctx.app, `/api/v1/projects/${s.project.id}/activity/`, s.staff)).json().data as Array<{ action: string; detail: Record<string, unknown> }>;
    expect(timeline.filter((entry) => entry.action === 'revision.requested')).toHaveLength(2);
    expect(timeline.find((entry) => entry.action === 'invoice.line_added')!.detail).toMatchObject({ amount: '150.00', description: 'Revision round 2', round: 2 });
    // The client never bills, nor does the editor.
    expect((await post(ctx.app, `/api/v1/revisions/${second.id}/invoice-line/`, s.company.headers)).statusCode).toBe(403);
    expect((await post(ctx.app, `/api/v1/revisions/${second.id}/invoice-line/`, s.editor.headers)).statusCode).toBe(403);
  });
});
