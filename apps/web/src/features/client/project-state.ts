import type { Project, ProjectStatus } from '@portal/contract';
import type { StatusTone } from '@/components/ui/status-tone';
import { projectStatusOf, projectStatusLooks } from '@/lib/project-status';

/** Files are shown to clients only once the project is completed. */
export const isCompleted = (project: Pick<Project, 'projectStatus'>) => projectStatusOf(project.projectStatus) === 'completed';

export const isInvoicePaid = (project: Pick<Project, 'invoice' | 'invoice_status'>) => project.invoice === 'paid' || project.invoice_status === 'paid';

/** Where a shoot stands for the client, in one phrase: what is happening to it, or what they can do with it now. */
export const clientStages = ['booked', 'editing', 'payment-due', 'ready', 'on-hold', 'cancelled'] as const;
export type ClientStage = (typeof clientStages)[number];

// A completed shoot is 'payment-due' or 'ready' depending on its invoice.
const stageOfStatus: Record<ProjectStatus, ClientStage | 'delivered'> = {
  pending: 'booked',
  'in progress': 'editing',
  review: 'editing',
  completed: 'delivered',
  'on hold': 'on-hold',
  cancelled: 'cancelled',
};

export function clientStage(project: Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status'>): ClientStage {
  const status = projectStatusOf(project.projectStatus);
  // A status this screen does not know yet hides files, as editing does.
  const stage = status ? stageOfStatus[status] : 'editing';
  if (stage !== 'delivered') return stage;
  return isInvoicePaid(project) ? 'ready' : 'payment-due';
}

export const clientStageLabels: Record<ClientStage, string> = {
  booked: 'Shoot booked — not yet photographed',
  editing: 'Your photos are being edited',
  'payment-due': 'Ready to review · invoice due',
  ready: 'Ready to download',
  'on-hold': 'On hold',
  cancelled: 'Cancelled',
};

/** A stage's badge colour: the colour of the status it comes from, green once the photos can be downloaded. */
export const clientStageTones: Record<ClientStage, StatusTone> = {
  booked: projectStatusLooks.pending.tone,
  editing: projectStatusLooks['in progress'].tone,
  'payment-due': 'yellow',
  ready: projectStatusLooks.completed.tone,
  'on-hold': projectStatusLooks['on hold'].tone,
  cancelled: projectStatusLooks.cancelled.tone,
};
