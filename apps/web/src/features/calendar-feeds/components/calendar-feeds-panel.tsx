import type { CalendarFeed } from '@portal/contract';
import { Rss, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCalendarFeeds } from '../api/list-calendar-feeds';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { IconCardTitle } from '@/components/icon-card-title';

const columns: DataColumn<CalendarFeed>[] = [
  { label: 'Whose', cell: (feed) => <span className="font-medium break-words">{feed.owner.name}</span>, className: 'w-full min-w-40 whitespace-normal' },
  { label: 'Kind', cell: (feed) => (feed.kind === 'photographer' ? 'Photographer' : 'Client company') },
  { label: 'Link', cell: (feed) => <span className="font-mono text-xs">…{feed.prefix}</span> },
  { label: 'Made', cell: (feed) => formatDate(feed.created_at), secondary: true },
  { label: 'Last read', cell: (feed) => (feed.last_used_at ? formatDate(feed.last_used_at) : 'Never'), secondary: true },
  { label: 'Status', cell: (feed) => (feed.revoked_at ? <Badge variant="grey">Revoked</Badge> : <Badge variant="green">Active</Badge>) },
];

/** The owner's view of every private calendar feed: whose it is, when it was last read, and Revoke. */
export function CalendarFeedsPanel() {
  const feeds = useCalendarFeeds();
  const revoke = useRevokeCalendarFeed();
  const [asking, setAsking] = useState<CalendarFeed | null>(null);
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="calendar-feeds-title">
      <CardHeader>
        <IconCardTitle icon={Rss} id="calendar-feeds-title" title="Calendar feeds" />
        <CardDescription>Private iCalendar links photographers and client companies subscribe to. Revoking one stops it at once.</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <DataTable
          label="Calendar feeds"
          columns={columns}
          rows={feeds.data}
          loading={feeds.isPending}
          loadingLabel="Loading calendar feeds..."
          empty={<EmptyState icon={Rss} title="No calendar feeds yet" description="Photographers and clients make theirs from their own screens." />}
          rowKey={(feed) => feed.id}
          actions={(feed) =>
            !feed.revoked_at && (
              <Button variant="outline" size="sm" onClick={() => setAsking(feed)} aria-label={`Revoke the calendar feed of ${feed.owner.name}`}>
                <Trash2 aria-hidden />
                <span className="hidden sm:inline">Revoke</span>
              </Button>
            )
          }
        />
      </CardContent>
      <ConfirmDialog
        confirmation={asking ? { title: `Revoke ${asking.owner.name}'s calendar feed?`, description: 'Calendar apps subscribed to it stop getting shoots at once; they can make a new link themselves.', confirmLabel: 'Revoke' } : null}
        busy={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          const done = await revoke.mutateAsync(asking.id).then(() => true, () => false);
          setAsking(null);
          if (done) void notifySuccess('Calendar feed revoked');
        }}
      />
    </Card>
  );
}
