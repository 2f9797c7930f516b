import type { PropertySite } from '@portal/contract';
import { Globe } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useListing } from '../api/get-listing';
import { ListingDownloads } from './listing-downloads';
import { SiteLinks, SiteViews } from './site-links';
import { IconCardTitle } from '@/components/icon-card-title';

function WebsiteCard({ site }: { site: PropertySite }) {
  const live = site.state === 'live';
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="client-site-title">
      <CardHeader>
        <IconCardTitle icon={Globe} id="client-site-title" title="Property website" />
        <CardDescription>{live ? 'Your listing is live. Share the branded link yourself; give the unbranded link to the MLS.' : 'Your property website goes live once the invoice is paid.'}</CardDescription>
      </CardHeader>
      {live && (
        <CardContent className="flex flex-col gap-5">
          <SiteLinks site={site} />
          <SiteViews views={site.views} />
        </CardContent>
      )}
    </Card>
  );
}

/**
 * The client's project: the website's links and page views once live, and, once the photos are
 * delivered, the ZIPs (locked with the API's message until the invoice is paid).
 */
export function ClientListingSection({ projectId, downloads }: { projectId: number; downloads: 'hidden' | 'locked' | 'open' }) {
  const site = useListing(projectId, { silent: true });
  if (!site.data) return site.isPending ? <Skeleton className="h-40 md:col-span-2" role="status" aria-label="Loading the property website" /> : null;
  return (
    <>
      <WebsiteCard site={site.data} />
      {downloads !== 'hidden' && <ListingDownloads projectId={projectId} locked={downloads === 'locked'} />}
    </>
  );
}
