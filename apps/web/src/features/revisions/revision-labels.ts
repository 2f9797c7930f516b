import type { RevisionItemStatus, RevisionStatus } from '@portal/contract';
import type { StatusTone } from '@/components/ui/status-tone';

export const revisionStatusLabel: Record<RevisionStatus, string> = { open: 'Open', in_progress: 'In progress', done: 'Done' };
export const revisionStatusTone: Record<RevisionStatus, StatusTone> = { open: 'yellow', in_progress: 'blue', done: 'green' };

export const pinStatusLabel: Record<RevisionItemStatus, string> = { open: 'Open', fixed: 'Fixed', reopened: 'Reopened' };
export const pinStatusTone: Record<RevisionItemStatus, StatusTone> = { open: 'yellow', fixed: 'green', reopened: 'red' };

/** "Round 2" and how far it is: "1 of 3 fixed". */
export const roundTitle = (round: number) => `Round ${round}`;
export const fixedSummary = (fixed: number, total: number) => `${fixed} of ${total} ${total === 1 ? 'note' : 'notes'} fixed`;
