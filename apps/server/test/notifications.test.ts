import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

interface Received {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** Just enough MIME for what nodemailer writes: encoded-word headers, 7bit / quoted-printable / base64 bodies. */
const quotedPrintable = (value: string) =>
  value.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/gi, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
const encodedWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );

function parseMail(raw: string): Omit<Received, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const header = (name: string) => encodedWords(headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '');
  const body = raw.slice(split + 4);
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? quotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from: header('from'), subject: header('subject'), text: text.replace(/\r\n/g, '\n').trim() };
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(Buffer.concat(chunks).toString('utf8')) });
      callback();
    });
  },
});
const env: Record<string, string> = { PUBLIC_URL: 'https://portal.example.test/' };

// Registered before useTestApp's hook, so the app is built with the server's port.
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
const ctx = useTestApp({ env });
afterAll(async () => {
  if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(resolve));
});
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

const arrived = (count: number) => vi.waitFor(() => expect(received).toHaveLength(count), { timeout: 10_000, interval: 20 });

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
    expect(received[0]!.text).toContain('total INR 385.00');
    expect(received[0]!.text).toContain('It is due on 06-12-2026.');
    expect(received[0]!.text).toContain(`download it as a PDF in the client portal: ${project.link}`);
  });

  it('answers the request and logs the failure when the SMTP server is down', async () => {
    const project = await projectOfCompany();
    const logError = vi.spyOn(ctx.app.log, 'error');
    await new Promise<void>((resolve) => smtp.close(resolve));

    const res = await project.setStatus('completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.projectStatus).toBe('completed');
    await vi.waitFor(
      () =>
        expect(logError).toHaveBeenCalledWith(
          expect.objectContaining({ notification: 'project_completed', projectId: project.id, err: expect.any(Error) }),
          'notification e-mail failed',
        ),
      { timeout: 10_000 },
    );
    expect(received).toEqual([]);
  });
});
