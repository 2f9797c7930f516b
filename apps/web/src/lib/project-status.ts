import type { ProjectStatus } from '@portal/contract';
import { projectStatuses } from '@portal/contract/labels';
import type { StatusTone } from '@/components/ui/status-tone';

/** Every status a project can have, in the order the dropdown, the filter and the stat cards show them. */
export { projectStatuses };

/** How staff and editors see each status: its words and its badge colour. */
export const projectStatusLooks: Record<ProjectStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  'in progress': { label: 'In Progress', tone: 'blue' },
  review: { label: 'Review', tone: 'grey' },
  completed: { label: 'Completed', tone: 'green' },
  'on hold': { label: 'On Hold', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

export const isProjectStatus = (value: string | null | undefined): value is ProjectStatus => projectStatuses.includes(value as ProjectStatus);

/** The API's status from a value written loosely ('In-Progress', 'on_hold'); undefined when it is none of them. */
export function projectStatusOf(value: string | null | undefined): ProjectStatus | undefined {
  const normalised = (value ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return isProjectStatus(normalised) ? normalised : undefined;
}

/** Words and colour of a status as received; an unknown one keeps its own words, in grey. */
export function projectStatusLook(value: string | null | undefined) {
  const status = projectStatusOf(value);
  return status ? projectStatusLooks[status] : { label: value || 'Unknown', tone: 'grey' as StatusTone };
}
