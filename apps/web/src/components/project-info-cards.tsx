import { gstRateLabels, type GstRate, type Project } from '@portal/contract';
import { Building2, Camera, Info, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { InfoCard, InfoRow } from '@/components/info-card';
import { EmailLink } from '@/components/email-link';
import { formatDate } from '@/lib/format';
import { Money } from '@/lib/money';
import { ProjectFacts } from './project-facts';

const gstLabel = (rate: string) => gstRateLabels[rate as GstRate] ?? rate;

interface ProjectInfoCardsProps {
  project: Project;
  showServiceDescription?: boolean;
  /** Staff: the client's favourites, linking to them in the file manager. */
  showFavourites?: boolean;
}

/** Project Information (what staff wrote about the shoot), then the Company, Service and Category cards. */
export function ProjectInfoCards({ project, showServiceDescription = false, showFavourites = false }: ProjectInfoCardsProps) {
  const { company, service, category } = project;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title="Project Information" icon={Info}>
        <ProjectFacts project={project} />
        <InfoRow label="Created">{formatDate(project.created_at)}</InfoRow>
        <InfoRow label="Updated">{formatDate(project.updated_at)}</InfoRow>
        <InfoRow label="Files">{`${project.file_count} file${project.file_count === 1 ? '' : 's'}`}</InfoRow>
        {showFavourites && (
          <InfoRow label="Client favourites">
            {project.favourite_count > 0 ? (
              <Link to={`/project/${project.id}/files?favourites=1`} className="text-primary hover:underline">
                {`${project.favourite_count} photo${project.favourite_count === 1 ? '' : 's'}`}
              </Link>
            ) : (
              'None yet'
            )}
          </InfoRow>
        )}
      </InfoCard>
      <InfoCard title="Company Details" icon={Building2}>
        <InfoRow label="Name">{company.companyName || company.name}</InfoRow>
        <InfoRow label="Email">{company.email && <EmailLink email={company.email} />}</InfoRow>
        <InfoRow label="Phone">{company.mobile || company.phone}</InfoRow>
        <InfoRow label="Address">{company.address}</InfoRow>
      </InfoCard>
      <ServiceCard service={service} showDescription={showServiceDescription} />
      <CategoryCard category={category} />
    </div>
  );
}

/** The shoot's service: its name, price and GST (and what it includes, where the reader needs it). */
export function ServiceCard({ service, showDescription = false }: { service: Project['service']; showDescription?: boolean }) {
  return (
    <InfoCard title="Service" icon={Camera} empty={!service && 'No service chosen.'}>
      {service && (
        <>
          <InfoRow label="Name">{service.serviceName || service.name}</InfoRow>
          {showDescription && <InfoRow label="Description">{service.description}</InfoRow>}
          {service.price !== undefined && <InfoRow label="Price"><Money amount={service.price} /></InfoRow>}
          {service.gstRate !== undefined && <InfoRow label="GST Rate">{gstLabel(service.gstRate)}</InfoRow>}
        </>
      )}
    </InfoCard>
  );
}

export function CategoryCard({ category }: { category: Project['category'] }) {
  return (
    <InfoCard title="Category" icon={Tag} empty={!category && 'No category chosen.'}>
      {category && (
        <>
          <InfoRow label="Name">{category.name}</InfoRow>
          <InfoRow label="About the category">{category.description}</InfoRow>
        </>
      )}
    </InfoCard>
  );
}
