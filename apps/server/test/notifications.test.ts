import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';
import { captureMail } from './mail-capture.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const env: Record<string, string> = { PUBLIC_URL: 'https://portal.example.test/' };
// Registered before useTestApp's hook, so the app is built with the server's port.
const { received, arrived, send, stop: stopSmtp, restart: restartSmtp } = captureMail(env, () => ctx.app.background.runner);
const ctx = useTestApp({ env });
afterEach(() => vi.restoreAllMocks());

async function projectOfCompany() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
  const catalog = await createCatalog(ctx.database.db);
  const created = (await postProject(ctx.app, headers, projectInput(catalog))).json();
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
  return {
    id: created.data.id as number,
    email: catalog.company.email,
    link: `https://portal.example.test/client/project/${created.data.id as number}`,
    setStatus: (status: string) => post(`/api/v1/projects/${created.data.id as number}/`, { projectStatus: status }),
    setInvoice: (status: 'paid' | 'not_paid') => post(`/api/v1/invoices/${created.invoice.id as number}/`, { status }),
    sendInvoice: () => post(`/api/v1/invoices/${created.invoice.id as number}/send/`, {}),
    invoiceNumber: created.invoice.invoiceNumber as string,
  };
}

describe('client e-mails', () => {
  it("come from the business: its name is the sender's and signs the message", async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'admin');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/business/', headers: owner.headers, payload: { name: 'Lens & Light Studio' } })).statusCode).toBe(200);
    const project = await projectOfCompany();
    expect((await project.setStatus('completed')).statusCode).toBe(200);
    await arrived(1);
    expect(received[0]!.from).toBe('"Lens & Light Studio" <no-reply@portal.local>');
    expect(received[0]!.text).toMatch(/\n— Lens & Light Studio$/);
  });

  it('e-mails the company once when its project becomes completed, and again each time the invoice becomes paid', async () => {
    const project = await projectOfCompany();
    expect((await project.setStatus('review')).statusCode).toBe(200);

    expect((await project.setStatus('completed')).statusCode).toBe(200);
    await arrived(1);
    expect(received[0]).toEqual({
      to: [project.email],
      // The business is the sender; MAIL_FROM gives the address.
      from: 'Portal Real Estate Photography <no-reply@portal.local>',
      subject: 'Your photos of 12 Ocean View Rd are ready',
      text: expect.stringContaining(project.link),
    });
    expect(received[0]!.text).toContain('watermarked proofs now; downloads open once the invoice is paid');

    // Already completed: no status change, no second message (the next one to arrive is the payment's).
    expect((await project.setStatus('completed')).statusCode).toBe(200);
    expect((await project.setInvoice('paid')).statusCode).toBe(200);
    await arrived(2);
    expect(received[1]).toMatchObject({ to: [project.email], subject: 'Payment received for 12 Ocean View Rd — downloads unlocked' });
    expect(received[1]!.text).toContain(`Your photos are ready to download: ${project.link}`);

    // Paid, marked not paid by mistake, paid again: the client hears about the payment again.
    expect((await project.setInvoice('not_paid')).statusCode).toBe(200);
    expect((await project.setInvoice('paid')).statusCode).toBe(200);
    await arrived(3);
    expect(received.map((m) => m.subject)).toEqual([
      'Your photos of 12 Ocean View Rd are ready',
      'Payment received for 12 Ocean View Rd — downloads unlocked',
      'Payment received for 12 Ocean View Rd — downloads unlocked',
    ]);
  });

  it('tells a client who pays before the shoot is completed that downloads follow, then that they are open', async () => {
    const project = await projectOfCompany();
    await project.setInvoice('paid');
    await arrived(1);
    expect(received[0]!.subject).toBe('Payment received for 12 Ocean View Rd');
    expect(received[0]!.text).toContain('We will e-mail you when the photos are ready');

    await project.setStatus('completed');
    await arrived(2);
    expect(received[1]!.subject).toBe('Your photos of 12 Ocean View Rd are ready');
    expect(received[1]!.text).toContain('You can view and download them now.');
  });

  it('e-mails the invoice number, total, due date and the way to its PDF when staff send the invoice', async () => {
    const project = await projectOfCompany();
    expect((await project.sendInvoice()).statusCode).toBe(200);
    await arrived(1);
    expect(received[0]).toMatchObject({ to: [project.email], subject: `Invoice ${project.invoiceNumber} for 12 Ocean View Rd` });
    expect(received[0]!.text).toContain('total ₹385.00');
    expect(received[0]!.text).toContain('It is due on 06-12-2026.');
    expect(received[0]!.text).toContain(`download it as a PDF in the client portal: ${project.link}`);
  });

  it('answers the request while the SMTP server is down, and delivers the e-mail once, when it is back', async () => {
    const project = await projectOfCompany();
    const logWarn = vi.spyOn(ctx.app.log, 'warn');
    await stopSmtp();

    const res = await project.setStatus('completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.projectStatus).toBe('completed');
    await send();
    expect(received).toEqual([]);
    expect(logWarn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'notify.project_completed', projectId: project.id, err: expect.any(Error) }), 'notify.project_completed job failed; will retry');
    const [job] = await ctx.app.background.jobs.list('notify.project_completed', { projectId: project.id });
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    // The first retry waits 30 seconds; the test does not.
    expect(job!.runAfter.getTime() - Date.now()).toBeGreaterThan(20_000);
    await ctx.database.db.update(jobs).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(jobs.id, job!.id));

    await restartSmtp();
    await arrived(1);
    expect(received[0]).toMatchObject({ to: [project.email], subject: 'Your photos of 12 Ocean View Rd are ready' });
    await send();
    expect(received).toHaveLength(1);
    expect((await ctx.app.background.jobs.list('notify.project_completed'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });
});
