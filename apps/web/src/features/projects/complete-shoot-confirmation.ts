import type { Project } from '@portal/contract';
import type { Confirmation } from '@/components/confirm-dialog';

type ShootFacts = Pick<Project, 'projectName' | 'invoice_status' | 'assignedTo'> & { company: Pick<Project['company'], 'companyName' | 'email'> };

/** Completing a shoot: the server e-mails the company that the photos are ready, and what it may do with them. */
export function completeShootConfirmation(project: ShootFacts): Confirmation {
  const access =
    project.invoice_status === 'paid'
      ? 'The invoice is paid, so they can view and download them at once.'
      : 'They can view watermarked proofs now and download the photos once the invoice is paid.';
  const editor = project.assignedTo ? ` ${project.assignedTo.username} no longer sees it among their tasks.` : '';
  return {
    title: `Mark ${project.projectName} completed?`,
    description: `${project.company.companyName} (${project.company.email}) gets an e-mail that the photos are ready. ${access} Internal folders stay hidden from them.${editor}`,
    confirmLabel: 'Mark Completed',
  };
}
