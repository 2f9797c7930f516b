import { Store } from 'lucide-react';
import { EmailLink } from '@/components/email-link';
import { InfoCard, InfoRow } from '@/components/info-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStudioContact } from '@/features/settings/api/get-studio-contact';

/** Who to call about the shoot: the studio's own details from its business profile, never the client's. */
export function StudioContactCard() {
  const contact = useStudioContact();
  const studio = contact.data;
  return (
    <InfoCard title="Contact the studio" icon={Store} empty={!studio && contact.isError && "The studio's details could not be loaded."}>
      {studio ? (
        <>
          <InfoRow label="Studio">{studio.name}</InfoRow>
          <InfoRow label="Email">{studio.email && <EmailLink email={studio.email} />}</InfoRow>
          <InfoRow label="Phone">{studio.phone && <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">{studio.phone}</a>}</InfoRow>
          <InfoRow label="Address">{studio.address && <span className="whitespace-pre-line">{studio.address}</span>}</InfoRow>
        </>
      ) : (
        <div role="status" aria-label="Loading the studio's details" className="grid gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-52" />
        </div>
      )}
    </InfoCard>
  );
}

/** The studio's e-mail and phone in one line each, for "Please contact the studio". */
export function StudioContactLines() {
  const studio = useStudioContact().data;
  if (!studio) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <span className="font-medium">{studio.name}</span>
      {studio.phone && (
        <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
          {studio.phone}
        </a>
      )}
      {studio.email && <EmailLink email={studio.email} />}
    </p>
  );
}
