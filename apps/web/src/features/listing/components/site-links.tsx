import { useState } from 'react';
import type { PropertySite } from '@portal/contract';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A site path ('/p/slug') as the address people share: on this portal's origin. */
export const absoluteSiteUrl = (path: string) => new URL(path, window.location.origin).href;

function SiteLink({ label, hint, path }: { label: string; hint: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const url = absoluteSiteUrl(path);
  async function copy() {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  }
  return (
    <li className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${url} (opens in a new tab)`} className="inline-flex max-w-full min-w-0 items-center gap-1.5 font-mono text-xs text-primary hover:underline">
          <span className="min-w-0 truncate">{url}</span>
          <ExternalLink aria-hidden className="size-3.5 shrink-0" />
        </a>
        <Button type="button" variant="outline" size="sm" className="shrink-0 sm:ml-auto" onClick={() => void copy()} aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </li>
  );
}

/** The two public addresses of the site, each with a Copy button. */
export function SiteLinks({ site }: { site: Pick<PropertySite, 'url' | 'unbranded_url'> }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Website links">
      <SiteLink label="Branded link" hint="With the studio's logo and the agent's name, photo and phone: for the agent's own sharing." path={site.url} />
      <SiteLink label="Unbranded link" hint="No names, logos, phone numbers or links: for the MLS." path={site.unbranded_url} />
    </ul>
  );
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** Page views of both pages, counted by the portal itself: the total and the last 30 days as bars. */
export function SiteViews({ views }: { views: PropertySite['views'] }) {
  const last30 = views.days.reduce((sum, day) => sum + day.views, 0);
  const highest = Math.max(1, ...views.days.map((day) => day.views));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="text-2xl font-semibold tabular-nums">{views.total.toLocaleString('en')}</span> <span className="text-muted-foreground">{views.total === 1 ? 'page view' : 'page views'}</span>
      </p>
      <p className="text-xs text-muted-foreground">{`${views.total === 0 ? 'No views yet' : `${plural(last30, 'view')} in the last 30 days`}; counted by the portal, no trackers.`}</p>
      {last30 > 0 && (
        <div className="flex h-10 items-end gap-px" aria-hidden>
          {views.days.map((day) => (
            <div key={day.date} title={`${day.date}: ${day.views}`} className="flex-1 rounded-t-sm bg-primary/70" style={{ height: `${day.views === 0 ? 2 : Math.max(8, (day.views / highest) * 100)}%` }} />
          ))}
        </div>
      )}
    </div>
  );
}
