import type { Project } from '@portal/contract';
import { InfoRow } from '@/components/info-card';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { SiteAddressLink } from './site-address-link';

const shootDates = (start: string | null, end: string | null) => {
  if (!start && !end) return '';
  if (start && end && start !== end) return `${formatDate(start)} to ${formatDate(end)}`;
  return formatDate(start ?? end);
};

/** What staff wrote about the shoot: its description, the site with a map link, the budget (where the reader sees it) and the dates. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <>
      <InfoRow label="Description">{project.description.trim() && <span className="whitespace-pre-line">{project.description}</span>}</InfoRow>
      <InfoRow label="Site Address">
        <SiteAddressLink address={project.siteAddress} />
      </InfoRow>
      {project.budget !== undefined && <InfoRow label="Budget">{project.budget !== null && <Money amount={project.budget} />}</InfoRow>}
      <InfoRow label="Shoot dates">{shootDates(project.start_date, project.end_date)}</InfoRow>
    </>
  );
}
