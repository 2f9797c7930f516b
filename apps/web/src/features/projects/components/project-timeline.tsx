import { CalendarClock, CircleDot, FilePlus2, FolderPlus, Globe, Images, MessageSquareText, Pencil, Receipt, RefreshCw, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectActivity } from '../api/get-project-activity';
import { activitySentence, formatDateTime, type ActivityKind } from '@/lib/activity-sentence';

const icons: Record<ActivityKind, LucideIcon> = {
  created: FolderPlus,
  invoice: FilePlus2,
  status: RefreshCw,
  editor: UserRound,
  updated: Pencil,
  paid: Receipt,
  expenses: Wallet,
  files: Images,
  order: CalendarClock,
  revision: MessageSquareText,
  site: Globe,
  other: CircleDot,
};

/** The project's history from the activity log (issue 3), oldest first as the log answers it. */
export function ProjectTimeline({ projectId }: { projectId: number }) {
  const activity = useProjectActivity(projectId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isLoading ? (
          <div className="flex flex-col gap-4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : activity.isError ? (
          <p className="text-sm text-muted-foreground">The timeline could not be loaded.</p>
        ) : !activity.data?.length ? (
          <p className="text-sm text-muted-foreground">No activity recorded yet.</p>
        ) : (
          <ol className="relative flex flex-col gap-5" aria-label="Project timeline">
            {activity.data.map((entry, index) => {
              const { kind, sentence } = activitySentence({ ...entry, actorName: entry.actor?.name });
              const Icon = icons[kind];
              const last = index === activity.data.length - 1;
              return (
                <li key={entry.id} className="relative flex gap-3">
                  {!last && <span aria-hidden className="absolute top-9 bottom-[-1.25rem] left-4 w-px bg-border" />}
                  <span className="z-10 flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <div className="flex min-w-0 flex-col gap-0.5 pt-1">
                    <p className="text-sm leading-snug font-medium first-letter:uppercase">{sentence}</p>
                    <p className="text-xs text-muted-foreground">
                      {entry.actor?.name || 'System'} · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
