import type { Project } from '@portal/contract';

/** Files are shown to clients only once the project is completed (decisions section 1). */
export const isCompleted = (project: Pick<Project, 'projectStatus'>) => project.projectStatus.trim().toLowerCase() === 'completed';

export const isInvoicePaid = (project: Pick<Project, 'invoice' | 'invoice_status'>) => project.invoice === 'paid' || project.invoice_status === 'paid';
