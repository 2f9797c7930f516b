import type nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { lazyRequire } from '../lib/lazy-require.ts';

/** Loaded only where SMTP_URL is set. */
const loadNodemailer = lazyRequire<typeof nodemailer>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Shown as the sender's name, with MAIL_FROM's address: the business the message comes from. */
  senderName?: string;
  /** Files sent with the message (a shoot's .ics). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** Sends one e-mail; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of pino (Fastify's `app.log`) the log mailer uses. */
export interface MailLogger {
  info(details: object, message: string): void;
}

/** The bare address of `Name <address>` or of a plain address. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** SMTP through nodemailer; `url` is smtp:// or smtps://, credentials in it. */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Mail goes out after the request has answered; short timeouts keep a dead server from piling up sends.
  const transport = loadNodemailer().createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send({ to, subject, text, html, senderName, attachments }) {
      await transport.sendMail({ from: senderName ? { name: senderName, address: addressOf(from) } : from, to, subject, text, html, ...(attachments?.length && { attachments }) });
    },
  };
}

/** Without SMTP_URL: the message goes to the log, so a development setup still shows what would be sent. */
export function createLogMailer(log: MailLogger): Mailer {
  return {
    async send({ to, subject, text, attachments }) {
      log.info({ mail: { to, subject, text, ...(attachments?.length && { attachments: attachments.map((file) => file.filename) }) } }, 'e-mail not sent (SMTP_URL is not set)');
    },
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: MailLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(log);
}
