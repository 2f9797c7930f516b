export type StatusTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';

const toneByStatus: Record<string, StatusTone> = {
  completed: 'green',
  paid: 'green',
  'in progress': 'blue',
  active: 'blue',
  pending: 'yellow',
  cancelled: 'red',
  'on hold': 'red',
};

/** Badge colour for a project or invoice status (spec section 4); unknown statuses are grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  // 'In-Progress', 'in_progress' and 'in progress' are the same status written three ways.
  const normalised = (status ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return toneByStatus[normalised] ?? 'grey';
}
