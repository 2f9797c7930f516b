import { formatShootTime, formatClockTime, propertyTypeLabels, type Project } from '@portal/contract';
import { CalendarClock, Camera, Home, KeyRound, UserRound } from 'lucide-react';
import { EmailLink } from '@/components/email-link';
import { InfoCard, InfoRow } from '@/components/info-card';
import { SiteAddressLink } from '@/components/site-address-link';
import { formatDuration } from '@/lib/zoned-time';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const count = (value: number | null, word: string) => (value === null ? '' : `${value} ${word}${value === 1 ? '' : 's'}`);

/**
 * What a photographer needs on the day: when and where, how to get in, whom to call, what to shoot
 * and the property. Times are on the business's clock (`timeZone`).
 */
export function ShootBrief({ project, timeZone }: { project: Project; timeZone: string }) {
  const order = project.order;
  const address = order?.address || project.siteAddress;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard title="When and where" icon={CalendarClock}>
        <InfoRow label="Time">
          {project.scheduled_start && project.scheduled_end
            ? `${formatShootTime(project.scheduled_start, timeZone)}–${formatClockTime(project.scheduled_end, timeZone)}`
            : 'Not scheduled yet'}
        </InfoRow>
        <InfoRow label="Duration">{project.duration_minutes ? formatDuration(project.duration_minutes) : ''}</InfoRow>
        <InfoRow label="Address">
          <SiteAddressLink address={address} />
        </InfoRow>
        <InfoRow label="Client">{project.company.companyName || project.company.name}</InfoRow>
      </InfoCard>
      <InfoCard title="Access" icon={KeyRound}>
        <InfoRow label="Property is">{order ? (order.occupancy === 'occupied' ? 'Occupied' : 'Vacant') : ''}</InfoRow>
        <InfoRow label="Access notes">{order?.access_notes && <span className="whitespace-pre-line">{order.access_notes}</span>}</InfoRow>
        <InfoRow label="Notes">{order?.notes && <span className="whitespace-pre-line">{order.notes}</span>}</InfoRow>
      </InfoCard>
      <InfoCard title="Listing contact" icon={UserRound}>
        <InfoRow label="Name">{order?.listing_contact?.name}</InfoRow>
        <InfoRow label="Phone">
          {order?.listing_contact?.phone && (
            <a href={telHref(order.listing_contact.phone)} className="hover:underline">
              {order.listing_contact.phone}
            </a>
          )}
        </InfoRow>
        <InfoRow label="Email">{order?.listing_contact?.email && <EmailLink email={order.listing_contact.email} />}</InfoRow>
      </InfoCard>
      <InfoCard title="Services" icon={Camera}>
        <InfoRow label="To shoot">
          {project.services.length > 0 && (
            <ul className="flex flex-col gap-0.5">
              {project.services.map((service) => (
                <li key={service.id}>{service.serviceName || service.name}</li>
              ))}
            </ul>
          )}
        </InfoRow>
      </InfoCard>
      {order && (
        <InfoCard title="Property" icon={Home}>
          <InfoRow label="Type">{propertyTypeLabels[order.property_type as keyof typeof propertyTypeLabels] ?? order.property_type}</InfoRow>
          <InfoRow label="Rooms">{[count(order.bedrooms, 'bedroom'), count(order.bathrooms, 'bathroom')].filter(Boolean).join(', ')}</InfoRow>
          <InfoRow label="Floor area">{order.floor_area === null ? '' : `${order.floor_area} m²`}</InfoRow>
        </InfoCard>
      )}
    </div>
  );
}
