import type { Project, ProjectStatus } from '@portal/contract';
import { clientFileTier, type ClientFileTier } from '@portal/contract/policy';
import type { StatusTone } from '@/components/ui/status-tone';
import { projectStatusOf, projectStatusLooks } from '@/lib/project-status';

export const isInvoicePaid = (project: Pick<Project, 'invoice' | 'invoice_status'>) => project.invoice === 'paid' || project.invoice_status === 'paid';

type ProjectFileState = Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status'>;

/** What the client gets of the project's files, by the tiers the API enforces: none, proofs or all. */
export const fileTier = (project: ProjectFileState): ClientFileTier =>
  clientFileTier({ status: projectStatusOf(project.projectStatus) ?? '', invoicePaid: isInvoicePaid(project) });

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

export function clientStage(project: ProjectFileState): ClientStage {
  const status = projectStatusOf(project.projectStatus);
  // A status this screen does not know yet hides files, as editing does.
  const stage = status ? stageOfStatus[status] : 'editing';
  if (stage !== 'delivered') return stage;
  return fileTier(project) === 'all' ? 'ready' : 'payment-due';
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
