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
  const { company, services, category } = project;
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
      <ServiceCard services={services} showDescription={showServiceDescription} />
      <CategoryCard category={category} />
    </div>
  );
}

/**
 * The shoot's services. One reads as before (name, price, GST and, where the reader needs it, what it
 * includes); several (an order with add-ons) list a row each: name, add-on mark, price and GST.
 */
export function ServiceCard({ services, showDescription = false }: { services: Project['services']; showDescription?: boolean }) {
  const [only] = services;
  if (services.length <= 1)
    return (
      <InfoCard title="Service" icon={Camera} empty={!only && 'No service chosen.'}>
        {only && (
          <>
            <InfoRow label="Name">{only.serviceName || only.name}</InfoRow>
            {showDescription && <InfoRow label="Description">{only.description}</InfoRow>}
            {only.price !== undefined && <InfoRow label="Price"><Money amount={only.price} /></InfoRow>}
            {only.gstRate !== undefined && <InfoRow label="GST Rate">{gstLabel(only.gstRate)}</InfoRow>}
          </>
        )}
      </InfoCard>
    );
  return (
    <InfoCard title="Services" icon={Camera}>
      {services.map((service) => (
        <div key={service.id} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
          <dt className="min-w-0 break-words">
            {service.serviceName || service.name}
            {service.is_addon && <span className="ml-2 text-xs text-muted-foreground">Add-on</span>}
            {showDescription && service.description && <span className="block text-xs text-muted-foreground">{service.description}</span>}
          </dt>
          <dd className="text-right tabular-nums">
            {service.price !== undefined && <Money amount={service.price} />}
            {service.gstRate !== undefined && <span className="block text-xs text-muted-foreground">{gstLabel(service.gstRate)}</span>}
          </dd>
        </div>
      ))}
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
