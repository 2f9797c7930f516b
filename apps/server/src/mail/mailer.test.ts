import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogMailer, createMailer } from './mailer.ts';

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, info: (details: object, message: string) => void lines.push({ details, message }) };
}

describe('mailer', () => {
  it('writes the message to the log at info when there is no SMTP server', async () => {
    const log = recordingLog();
    await createLogMailer(log).send({ to: 'client@example.test', subject: 'Hello', text: 'Body with a link', html: '<p>ignored</p>' });
    expect(log.lines).toEqual([
      { details: { mail: { to: 'client@example.test', subject: 'Hello', text: 'Body with a link' } }, message: 'e-mail not sent (SMTP_URL is not set)' },
    ]);
  });

  it('logs without SMTP_URL and sends through SMTP with it', async () => {
    const log = recordingLog();
    await createMailer(loadConfig({}), log).send({ to: 'a@example.test', subject: 'S', text: 'T' });
    expect(log.lines).toHaveLength(1);

    const smtp = createMailer(loadConfig({ SMTP_URL: 'smtp://user:pass@127.0.0.1:1' }), log);
    await expect(smtp.send({ to: 'a@example.test', subject: 'S', text: 'T' })).rejects.toThrow();
    expect(log.lines).toHaveLength(1);
  });

  it('reads SMTP_URL and MAIL_FROM from the environment', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.local>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.test:465', MAIL_FROM: 'Studio <hi@studio.test>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.test:465',
      mailFrom: 'Studio <hi@studio.test>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
  });
});
