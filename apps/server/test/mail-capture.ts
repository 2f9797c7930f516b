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
export function captureMail(env: Record<string, string>) {
  const received: ReceivedMail[] = [];
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
  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  const stop = async () => {
    if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(resolve));
  };
  afterAll(stop);
  afterEach(() => void (received.length = 0));

  return {
    received,
    /** Waits until exactly `count` messages have arrived. */
    arrived: (count: number) => vi.waitFor(() => expect(received).toHaveLength(count), { timeout: 10_000, interval: 20 }),
    /** Stops the server, as an SMTP outage would. */
    stop,
  };
}
