import type { Project } from '@portal/contract';
import { InfoRow } from '@/components/info-card';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { formatZonedDateTime, wallClock } from '@/lib/zoned-time';
import { SiteAddressLink } from './site-address-link';

/** A booked shoot's time on the studio's clock ('Sat 28-11-2026, 10:00–12:00'); else the dates staff typed. */
function shootWhen(project: Project, timeZone: string) {
  if (project.scheduled_start) return `${formatZonedDateTime(project.scheduled_start, timeZone)}${project.scheduled_end ? `–${wallClock(project.scheduled_end, timeZone)}` : ''}`;
  return shootDates(project.start_date, project.end_date);
}

const shootDates = (start: string | null, end: string | null) => {
  if (!start && !end) return '';
  if (start && end && start !== end) return `${formatDate(start)} to ${formatDate(end)}`;
  return formatDate(start ?? end);
};

/** What staff wrote about the shoot: its description, the site with a map link, the budget (where the reader sees it) and the dates (the booked time, once scheduled). */
export function ProjectFacts({ project }: { project: Project }) {
  const { timeZone } = useSchedulingSettings();
  return (
    <>
      <InfoRow label="Description">{project.description.trim() && <span className="whitespace-pre-line">{project.description}</span>}</InfoRow>
      <InfoRow label="Site Address">
        <SiteAddressLink address={project.siteAddress} />
      </InfoRow>
      {project.budget !== undefined && <InfoRow label="Budget">{project.budget !== null && <Money amount={project.budget} />}</InfoRow>}
      <InfoRow label="Shoot dates">{shootWhen(project, timeZone)}</InfoRow>
    </>
  );
}
