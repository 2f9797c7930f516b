import { FileText } from 'lucide-react';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useListing } from '../api/get-listing';
import { ListingDownloads } from './listing-downloads';
import { ListingFactsForm } from './listing-facts-form';
import { SiteMediaList } from './site-media-list';
import { SiteStatusCard } from './site-status-card';
import { IconCardTitle } from '@/components/icon-card-title';

/** Staff, the project's Listing tab: the facts and tour, the media, the website's state, links and views, and the ZIPs. */
export function ListingPanel({ projectId }: { projectId: number }) {
  const site = useListing(projectId);
  if (site.isError && !site.data) return <ErrorState title="Error loading the property website" error={site.error} onRetry={() => void site.refetch()} retrying={site.isFetching} />;
  if (!site.data)
    return (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]" role="status" aria-label="Loading the property website">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    );
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
      {/* First on a phone: the state and the links are what staff come for; beside the form from lg up. */}
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1">
        <SiteStatusCard projectId={projectId} site={site.data} />
        <ListingDownloads projectId={projectId} locked={false} />
      </div>
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
        <Card className="gap-4" role="region" aria-labelledby="listing-facts-title">
          <CardHeader>
            <IconCardTitle icon={FileText} id="listing-facts-title" title="Listing facts" />
          </CardHeader>
          <CardContent>
            {/* Keyed by the project so another shoot's form starts from its own facts. */}
            <ListingFactsForm key={projectId} projectId={projectId} facts={site.data.facts} />
          </CardContent>
        </Card>
        <SiteMediaList projectId={projectId} agentPhotoId={site.data.facts.agent_photo_file_id} />
      </div>
    </div>
  );
}
