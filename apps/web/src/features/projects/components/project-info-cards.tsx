import { gstRateLabels, type GstRate, type Project } from '@portal/contract';
import { Building2, Camera, Info, Tag, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { SiteAddressLink } from './site-address-link';

function InfoCard({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-muted-foreground" aria-hidden />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

const gstLabel = (rate: string) => gstRateLabels[rate as GstRate] ?? rate;

interface ProjectInfoCardsProps {
  project: Project;
  showServiceDescription?: boolean;
  /** Staff: the client's favourites, linking to them in the file manager. */
  showFavourites?: boolean;
}

/** Company, Service, Category and Project Information cards of the admin project detail. */
export function ProjectInfoCards({ project, showServiceDescription = false, showFavourites = false }: ProjectInfoCardsProps) {
  const { company, service, category } = project;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title="Company Details" icon={Building2}>
        <Row label="Name">{company.companyName || company.name}</Row>
        <Row label="Email">{company.email && <a href={`mailto:${company.email}`} className="hover:underline">{company.email}</a>}</Row>
        <Row label="Phone">{company.mobile || company.phone}</Row>
        <Row label="Address">{company.address}</Row>
      </InfoCard>
      <InfoCard title="Service" icon={Camera}>
        {service ? (
          <>
            <Row label="Name">{service.serviceName || service.name}</Row>
            {showServiceDescription && <Row label="Description">{service.description}</Row>}
            <Row label="Price">{formatMoney(service.price, 'USD')}</Row>
            <Row label="GST Rate">{gstLabel(service.gstRate)}</Row>
          </>
        ) : (
          <p className="text-muted-foreground">No service chosen.</p>
        )}
      </InfoCard>
      <InfoCard title="Category" icon={Tag}>
        {category ? (
          <>
            <Row label="Name">{category.name}</Row>
            <Row label="Description">{category.description}</Row>
          </>
        ) : (
          <p className="text-muted-foreground">No category chosen.</p>
        )}
      </InfoCard>
      <InfoCard title="Project Information" icon={Info}>
        <Row label="Site Address">
          <SiteAddressLink address={project.siteAddress} />
        </Row>
        <Row label="Created">{formatDate(project.created_at)}</Row>
        <Row label="Updated">{formatDate(project.updated_at)}</Row>
        <Row label="Files">{`${project.file_count} file${project.file_count === 1 ? '' : 's'}`}</Row>
        {showFavourites && (
          <Row label="Client favourites">
            {project.favourite_count > 0 ? (
              <Link to={`/project/${project.id}/files?favourites=1`} className="text-primary hover:underline">
                {`${project.favourite_count} photo${project.favourite_count === 1 ? '' : 's'}`}
              </Link>
            ) : (
              'None yet'
            )}
          </Row>
        )}
      </InfoCard>
    </div>
  );
}
