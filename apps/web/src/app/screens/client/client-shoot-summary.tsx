import { CalendarCheck, CalendarClock, Camera, CircleCheck, CirclePause, CircleX, Hourglass, Receipt, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjects } from '@/features/projects/api/get-projects';
import { cn } from '@/lib/utils';
import { clientStage, clientStageLabels, clientStages, type ClientStage } from '@/features/client/project-state';

const tileLooks: Record<ClientStage, { icon: LucideIcon; tone: string }> = {
  requested: { icon: CalendarClock, tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  scheduled: { icon: CalendarCheck, tone: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  shot: { icon: Camera, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  editing: { icon: Hourglass, tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  'payment-due': { icon: Receipt, tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  ready: { icon: CircleCheck, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  'on-hold': { icon: CirclePause, tone: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  cancelled: { icon: CircleX, tone: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
};

const loadingStages: readonly ClientStage[] = ['scheduled', 'editing', 'payment-due', 'ready'];

/**
 * The client's shoots counted by where they stand, each count a way into My Projects. Only the stages
 * that hold a shoot get a tile (while loading, the usual four stand in), so eight stages never crowd it.
 */
export function ClientShootSummary() {
  const projects = useProjects({});
  if (projects.isError && !projects.data) return null;
  const counts = new Map<ClientStage, number>();
  for (const project of projects.data?.data ?? []) counts.set(clientStage(project), (counts.get(clientStage(project)) ?? 0) + 1);
  const shownStages = projects.isPending ? loadingStages : clientStages.filter((stage) => counts.has(stage));
  if (!shownStages.length) return null;

  return (
    <ul aria-label="Your shoots" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {shownStages.map((stage) => {
        const { icon: Icon, tone } = tileLooks[stage];
        return (
          <li key={stage}>
            <Card className="h-full py-0 transition-shadow hover:shadow-md">
              <Link to="/client/projects" className="flex items-center gap-3 rounded-xl p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-col">
                  {projects.isPending ? (
                    <Skeleton className="h-7 w-8" />
                  ) : (
                    <span className="text-2xl font-semibold tabular-nums" aria-label={`${counts.get(stage) ?? 0} ${clientStageLabels[stage]}`}>
                      {counts.get(stage) ?? 0}
                    </span>
                  )}
                  <span className="text-sm text-muted-foreground">{clientStageLabels[stage]}</span>
                </span>
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
