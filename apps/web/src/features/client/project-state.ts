import type { Project } from '@portal/contract';

/** Files are shown to clients only once the project is completed (decisions section 1). */
export const isCompleted = (project: Pick<Project, 'projectStatus'>) => project.projectStatus.trim().toLowerCase() === 'completed';

export const isInvoicePaid = (project: Pick<Project, 'invoice' | 'invoice_status'>) => project.invoice === 'paid' || project.invoice_status === 'paid';

/** Where a shoot stands for the client, in one phrase: what they can do with it now. */
export type ClientStage = 'in-progress' | 'payment-due' | 'ready';

export function clientStage(project: Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status'>): ClientStage {
  if (!isCompleted(project)) return 'in-progress';
  return isInvoicePaid(project) ? 'ready' : 'payment-due';
}

export const clientStageLabels: Record<ClientStage, string> = {
  'in-progress': 'Being photographed and edited',
  'payment-due': 'Ready to review · invoice due',
  ready: 'Ready to download',
};
