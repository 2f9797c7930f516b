import { useState } from 'react';
import type { PropertySite } from '@portal/contract';
import { Globe, Rocket, EyeOff } from 'lucide-react';
import { ConfirmDialog, type Confirmation } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePublishSite } from '../api/publish-site';
import { SiteLinks, SiteViews } from './site-links';
import { IconCardTitle } from '@/components/icon-card-title';

const unpublishQuestion: Confirmation = {
  title: 'Take the website down?',
  description: 'Both pages answer "not found" at once, for everyone who has the links. You can publish it again later.',
  confirmLabel: 'Unpublish',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Draft or Live, in words and colour. */
export function SiteStateBadge({ state }: { state: PropertySite['state'] }) {
  return (
    <Badge variant={state === 'live' ? 'green' : 'grey'} aria-label={`Website: ${state === 'live' ? 'Live' : 'Draft'}`}>
      {state === 'live' ? 'Live' : 'Draft'}
    </Badge>
  );
}

/** Why the site is where it is: live since when and why, or what will put it live. */
function stateSentence(site: PropertySite): string {
  if (site.state === 'live') return `Live since ${site.published_at ? formatDate(site.published_at) : 'today'}${site.published_by === 'payment' ? ', when the invoice was paid' : site.published_by === 'staff' ? ', published by staff' : ''}.`;
  if (site.unpublished_at) return `Taken down on ${formatDate(site.unpublished_at)}. The pages answer "not found" until you publish again.`;
  if (site.invoice_paid) return 'The invoice is paid; publish to put the pages live.';
  return 'Goes live by itself when the invoice is paid; publish to put it live sooner.';
}

/** Staff: the site's state with Publish / Unpublish, its two links with Copy, and its page views. */
export function SiteStatusCard({ projectId, site }: { projectId: number; site: PropertySite }) {
  const publish = usePublishSite(projectId, 'publish');
  const unpublish = usePublishSite(projectId, 'unpublish');
  const [asking, setAsking] = useState(false);
  const live = site.state === 'live';

  async function doPublish() {
    const answer = await publish.mutateAsync().catch(() => null);
    if (answer) void notifySuccess('The website is live.');
  }
  async function doUnpublish() {
    const answer = await unpublish.mutateAsync().catch(() => null);
    setAsking(false);
    if (answer) void notifySuccess('The website is down.');
  }

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="site-status-title">
      <CardHeader>
        <IconCardTitle icon={Globe} id="site-status-title" title="Property website" className="flex-wrap">
          <SiteStateBadge state={site.state} />
        </IconCardTitle>
        <CardDescription>{stateSentence(site)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div>
          {live ? (
            <Button type="button" variant="outline" onClick={() => setAsking(true)} disabled={unpublish.isPending}>
              <EyeOff aria-hidden />
              Unpublish
            </Button>
          ) : (
            <Button type="button" onClick={() => void doPublish()} disabled={publish.isPending}>
              {publish.isPending ? <Spinner className="text-current" /> : <Rocket aria-hidden />}
              Publish
            </Button>
          )}
        </div>
        <SiteLinks site={site} />
        {!live && <p className="text-xs text-muted-foreground">The links answer "not found" until the website is live.</p>}
        <SiteViews views={site.views} />
        <p className="text-xs text-muted-foreground">{`On the site: ${plural(site.media.photos, 'photo')}, ${plural(site.media.videos, 'video')}, ${plural(site.media.floor_plans, 'floor plan')}.`}</p>
      </CardContent>
      <ConfirmDialog confirmation={asking ? unpublishQuestion : null} onCancel={() => setAsking(false)} onConfirm={doUnpublish} busy={unpublish.isPending} />
    </Card>
  );
}
