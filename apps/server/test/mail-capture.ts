import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

export interface ReceivedMail {
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

function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const header = (name: string) => encodedWords(headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '');
  const body = raw.slice(split + 4);
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? quotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from: header('from'), subject: header('subject'), text: text.replace(/\r\n/g, '\n').trim() };
}

/**
 * A real SMTP server on loopback that keeps what it receives. Call before useTestApp (its hook sets
 * SMTP_URL in `env` first) and pass the same `env` to useTestApp.
 */
/**
 * A local SMTP server for a test file: sets `env.SMTP_URL` to it. `jobs` gives the app's job runner
 * once the app exists: e-mail leaves as jobs, so waiting for mail runs the jobs that are due.
 */
export function captureMail(env: Record<string, string>, jobs?: () => { drain(): Promise<number> }) {
  const received: ReceivedMail[] = [];
  let port = 0;
  const listen = () => {
    const server = new SMTPServer({
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
    server.listen(port, '127.0.0.1');
    return server;
  };
  let smtp = listen();
  beforeAll(async () => {
    if (!smtp.server.listening) await once(smtp.server, 'listening');
    port = (smtp.server.address() as AddressInfo).port;
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  });
  const stop = async () => {
    if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(resolve));
  };
  afterAll(stop);
  afterEach(() => void (received.length = 0));

  /** Runs the e-mail jobs that are due (none when the file gave no runner). */
  const send = async () => void (await jobs?.().drain());

  return {
    received,
    /** Waits until exactly `count` messages have arrived, running due jobs meanwhile. */
    arrived: (count: number) =>
      vi.waitFor(
        async () => {
          await send();
          expect(received).toHaveLength(count);
        },
        { timeout: 10_000, interval: 20 },
      ),
    /** Runs every due job, so what was to be sent has been. */
    send,
    /** Stops the server, as an SMTP outage would. */
    stop,
    /** Starts it again on the same port, after an outage. */
    async restart() {
      await stop();
      smtp = listen();
      await once(smtp.server, 'listening');
    },
  };
}
