import { useState } from 'react';
import type { CalendarFeed } from '@portal/contract';
import { Check, Copy, RefreshCw, Rss, Trash2 } from 'lucide-react';
import { ConfirmDialog, type Confirmation } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeeds } from '../api/list-calendar-feeds';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { IconCardTitle } from '@/components/icon-card-title';

const revokeQuestion: Confirmation = {
  title: 'Revoke the calendar feed?',
  description: 'Calendar apps subscribed to this URL stop getting your shoots at once. You can make a new URL afterwards.',
  confirmLabel: 'Revoke',
};

/**
 * "Calendar feed": the signed-in person's own private iCalendar URL (a photographer's shoots, or a
 * client's company's), to subscribe to from a calendar app. The server keeps only a hash, so the
 * URL shows once, when made; a new one replaces the old, and Revoke ends it.
 */
export function CalendarFeedCard({ whose }: { whose: 'your shoots' | "your company's shoots" }) {
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const active: CalendarFeed | undefined = feeds.data?.find((feed) => !feed.revoked_at);

  async function makeUrl() {
    const answer = await create.mutateAsync({}).catch(() => null);
    if (!answer) return;
    setUrl(answer.data.url);
    setCopied(false);
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  }

  return (
    <Card className="gap-4" role="region" aria-labelledby="calendar-feed-title">
      <CardHeader>
        <IconCardTitle icon={Rss} id="calendar-feed-title" title="Calendar feed" />
        <CardDescription>{`Subscribe to ${whose} from Google Calendar, Apple Calendar or Outlook with a private link. Keep it to yourself: anyone with the link sees the shoots.`}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {feeds.isPending ? (
          <Skeleton className="h-9 w-full" role="status" aria-label="Loading the calendar feed" />
        ) : url ? (
          <div className="flex flex-col gap-2">
            <label htmlFor="calendar-feed-url" className="font-medium">
              Your feed URL (shown once)
            </label>
            <div className="flex gap-2">
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
        ) : active ? (
          <p className="text-muted-foreground">
            {`A feed is active (…${active.prefix}), made ${formatDate(active.created_at)}; ${active.last_used_at ? `last read ${formatDate(active.last_used_at)}` : 'not read yet'}. Its URL was shown when it was made: make a new one if you need it again.`}
          </p>
        ) : (
          <p className="text-muted-foreground">No feed yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void makeUrl()} disabled={create.isPending || feeds.isPending}>
            {create.isPending ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
            {active || url ? 'New feed URL' : 'Create feed URL'}
          </Button>
          {active && (
            <Button type="button" variant="outline" onClick={() => setAsking(true)} disabled={revoke.isPending}>
              <Trash2 aria-hidden />
              Revoke
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        confirmation={asking ? revokeQuestion : null}
        busy={revoke.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (!active) return;
          const done = await revoke.mutateAsync(active.id).then(() => true, () => false);
          setAsking(false);
          if (done) {
            setUrl(null);
            void notifySuccess('Calendar feed revoked');
          }
        }}
      />
    </Card>
  );
}
