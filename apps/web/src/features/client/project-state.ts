import type { Project } from '@portal/contract';
import { clientFileTier, type ClientFileTier } from '@portal/contract/policy';
import type { StatusTone } from '@/components/ui/status-tone';
import { projectStatusOf, projectStatusLooks } from '@/lib/project-status';

export const isInvoicePaid = (project: Pick<Project, 'invoice' | 'invoice_status'>) => project.invoice === 'paid' || project.invoice_status === 'paid';

type ProjectFileState = Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status'>;

/** What the client gets of the project's files, by the tiers the API enforces: none, proofs or all. */
export const fileTier = (project: ProjectFileState): ClientFileTier =>
  clientFileTier({ status: projectStatusOf(project.projectStatus) ?? '', invoicePaid: isInvoicePaid(project) });

/**
 * Where a shoot stands for the client, in one phrase: what is happening to it, or what they can do
 * with it now. Before completion it follows the order's stage the server answers (`order_stage`,
 * the same the order stepper shows), so the badge and the stepper never disagree.
 */
export const clientStages = ['requested', 'scheduled', 'shot', 'editing', 'payment-due', 'ready', 'on-hold', 'cancelled'] as const;
export type ClientStage = (typeof clientStages)[number];

type ProjectStageState = ProjectFileState & Pick<Project, 'order_stage'>;

const stageOfOrder: Partial<Record<Project['order_stage'], ClientStage>> = { scheduled: 'scheduled', shot: 'shot', editing: 'editing' };

export function clientStage(project: ProjectStageState): ClientStage {
  const status = projectStatusOf(project.projectStatus);
  switch (status) {
    case 'completed':
      return fileTier(project) === 'all' ? 'ready' : 'payment-due';
    case 'on hold':
      return 'on-hold';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      return stageOfOrder[project.order_stage] ?? 'requested';
    // In progress, review, and a status this screen does not know yet (files stay hidden, as editing does).
    default:
      return 'editing';
  }
}

export const clientStageLabels: Record<ClientStage, string> = {
  requested: 'Shoot booked — date to be confirmed',
  scheduled: 'Shoot scheduled — not yet photographed',
  shot: 'Photographed — editing next',
  editing: 'Your photos are being edited',
  'payment-due': 'Ready to review · invoice due',
  ready: 'Ready to download',
  'on-hold': 'On hold',
  cancelled: 'Cancelled',
};

/** A stage's badge colour: the colour of the status it comes from, blue once a date is set, green once the photos can be downloaded. */
export const clientStageTones: Record<ClientStage, StatusTone> = {
  requested: projectStatusLooks.pending.tone,
  scheduled: 'blue',
  shot: 'blue',
  editing: projectStatusLooks['in progress'].tone,
  'payment-due': 'yellow',
  ready: projectStatusLooks.completed.tone,
  'on-hold': projectStatusLooks['on hold'].tone,
  cancelled: projectStatusLooks.cancelled.tone,
};
