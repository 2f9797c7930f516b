import { defaultBusinessProfile, formatMoney } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { JobHandlers } from '../../jobs/job-handler.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { NotificationsRepository, ProjectRecipient } from './notifications.repository.ts';

interface Deps {
  recipients: NotificationsRepository;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash; links in the messages start with it. */
  publicUrl: string;
  /** The business name, read when a message goes out: the sender's name and the signature. */
  studioName?: () => Promise<string>;
  /** Invoices can be paid online by card: the invoice e-mail says where. */
  onlinePayment?: boolean;
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

/**
 * Invoice sent: its number, amount and due date, and where to view and download it; when online
 * payment is on, that the same page pays it by card (its Pay Invoice button).
 */
export function invoiceSentMessage(project: ProjectRecipient, link: string, studio = 'Portal', payOnline = false): MailMessage {
  const due = project.invoiceDueDate ? ` It is due on ${project.invoiceDueDate.split('-').reverse().join('-')}.` : '';
  const where = payOnline
    ? `You can view it, download it as a PDF and pay it online by card (Pay Invoice) in the client portal: ${link}`
    : `You can view it and download it as a PDF in the client portal: ${link}`;
  return {
    to: project.email,
    subject: `Invoice ${project.invoiceNumber} for ${project.projectName}`,
    text: `Hello,\n\nPlease find invoice ${project.invoiceNumber} for ${project.projectName}, total ${formatMoney(project.invoiceTotal, project.invoiceCurrency ?? defaultBusinessProfile.currency)}.${due}\n\n${where}${signed(studio)}`,
  };
}

/** Queues the client's e-mails about its project, in the transaction of the change that causes them. */
export function createNotifications(jobs: Pick<JobsRepository, 'enqueue'>) {
  return {
    projectCompleted: (projectId: number, tx: Db) => jobs.enqueue('notify.project_completed', { projectId }, { tx }),
    invoiceSent: (invoiceId: number, tx: Db) => jobs.enqueue('notify.invoice_sent', { invoiceId }, { tx }),
    invoicePaid: (invoiceId: number, tx: Db) => jobs.enqueue('notify.invoice_paid', { invoiceId }, { tx }),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;

/**
 * The jobs that send those e-mails, built from the rows when they go out. A mail server that
 * refuses or is down fails the attempt, and the job engine tries again later.
 */
export function createNotificationJobs({ recipients, mailer, publicUrl, studioName = async () => 'Portal', onlinePayment = false }: Deps): Pick<JobHandlers, 'notify.project_completed' | 'notify.invoice_sent' | 'notify.invoice_paid'> {
  async function send(project: ProjectRecipient | undefined, build: (project: ProjectRecipient, link: string, studio: string) => MailMessage) {
    if (!project) return; // deleted in the meantime: nobody to tell
    const studio = await studioName();
    await mailer.send({ ...build(project, `${publicUrl}/client/project/${project.projectId}`, studio), senderName: studio });
  }

  return {
    'notify.project_completed': { describe: (p) => p, handle: async ({ projectId }) => send(await recipients.ofProject(projectId), projectCompletedMessage) },
    'notify.invoice_sent': {
      describe: (p) => p,
      handle: async ({ invoiceId }) =>
        send(await recipients.ofInvoice(invoiceId), (project, link, studio) => invoiceSentMessage(project, link, studio, onlinePayment && !project.invoicePaid)),
    },
    'notify.invoice_paid': { describe: (p) => p, handle: async ({ invoiceId }) => send(await recipients.ofInvoice(invoiceId), invoicePaidMessage) },
  };
}
