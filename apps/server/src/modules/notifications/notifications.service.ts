import { defaultBusinessProfile, formatMoney } from '@portal/contract';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { NotificationsRepository, ProjectRecipient } from './notifications.repository.ts';

/** The part of pino (Fastify's `app.log`) the notifications use. */
export interface NotificationsLogger {
  error(details: object, message: string): void;
}

interface Deps {
  recipients: NotificationsRepository;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash; links in the messages start with it. */
  publicUrl: string;
  log: NotificationsLogger;
  /** The business name, read when a message goes out: the sender's name and the signature. */
  studioName?: () => Promise<string>;
}

const signed = (studio: string) => `\n\n— ${studio}`;

/** Project completed: proofs now; downloads too when the invoice is already paid. */
export function projectCompletedMessage(project: ProjectRecipient, link: string, studio = 'Portal'): MailMessage {
  const access = project.invoicePaid
    ? 'You can view and download them now.'
    : 'You can view the watermarked proofs now; downloads open once the invoice is paid.';
  return {
    to: project.email,
    subject: `Your photos of ${project.projectName} are ready`,
    text: `Hello,\n\nThe photos of ${project.projectName} are ready: ${link}\n\n${access}${signed(studio)}`,
  };
}

/** Invoice paid: downloads now when the project is completed, otherwise once it is. */
export function invoicePaidMessage(project: ProjectRecipient, link: string, studio = 'Portal'): MailMessage {
  const completed = project.projectStatus === 'completed';
  const access = completed
    ? `Your photos are ready to download: ${link}`
    : `We will e-mail you when the photos are ready, and you can download them straight away then: ${link}`;
  return {
    to: project.email,
    subject: completed ? `Payment received for ${project.projectName} — downloads unlocked` : `Payment received for ${project.projectName}`,
    text: `Hello,\n\nThank you, we have received your payment for ${project.projectName}.\n\n${access}${signed(studio)}`,
  };
}

/** Invoice sent: its number, amount and due date, and where to download it. */
export function invoiceSentMessage(project: ProjectRecipient, link: string, studio = 'Portal'): MailMessage {
  const due = project.invoiceDueDate ? ` It is due on ${project.invoiceDueDate.split('-').reverse().join('-')}.` : '';
  return {
    to: project.email,
    subject: `Invoice ${project.invoiceNumber} for ${project.projectName}`,
    text: `Hello,\n\nPlease find invoice ${project.invoiceNumber} for ${project.projectName}, total ${formatMoney(project.invoiceTotal, project.invoiceCurrency ?? defaultBusinessProfile.currency)}.${due}\n\nYou can view it and download it as a PDF in the client portal: ${link}${signed(studio)}`,
  };
}

/**
 * E-mails to the client's company about its project. Called after the change has committed; a
 * failure is logged and never reaches the caller, whose request has already succeeded.
 */
export function createNotificationsService({ recipients, mailer, publicUrl, log, studioName = async () => 'Portal' }: Deps) {
  async function notify(
    about: { notification: string; projectId?: number; invoiceId?: number },
    find: () => Promise<ProjectRecipient | undefined>,
    build: (project: ProjectRecipient, link: string, studio: string) => MailMessage,
  ): Promise<void> {
    let projectId = about.projectId;
    try {
      const project = await find();
      if (!project) return; // deleted in the meantime: nobody to tell
      projectId = project.projectId;
      const studio = await studioName();
      await mailer.send({ ...build(project, `${publicUrl}/client/project/${project.projectId}`, studio), senderName: studio });
    } catch (error) {
      log.error({ ...about, projectId, err: error }, 'notification e-mail failed');
    }
  }

  return {
    projectCompleted: (projectId: number) => notify({ notification: 'project_completed', projectId }, () => recipients.ofProject(projectId), projectCompletedMessage),
    invoiceSent: (invoiceId: number) => notify({ notification: 'invoice_sent', invoiceId }, () => recipients.ofInvoice(invoiceId), invoiceSentMessage),
    invoicePaid: (invoiceId: number) => notify({ notification: 'invoice_paid', invoiceId }, () => recipients.ofInvoice(invoiceId), invoicePaidMessage),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
