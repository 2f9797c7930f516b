export type StatusTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';

// Project statuses have their own table beside their labels (features/projects/project-status.ts).
const toneByStatus: Record<string, StatusTone> = {
  paid: 'green',
  active: 'blue',
  cancelled: 'red',
};

/** Badge colour for an invoice or subscription status; unknown statuses are grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  // 'Not-Paid', 'not_paid' and 'not paid' are the same status written three ways.
  const normalised = (status ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return toneByStatus[normalised] ?? 'grey';
}
