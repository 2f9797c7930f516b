import { formatShootTime, orderStageLabels, type OrderStage, type Project } from '@portal/contract';
import { Check, CircleX } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The stages a client follows, in order (a cancelled order leaves them). */
export const trackedStages = ['requested', 'scheduled', 'shot', 'editing', 'delivered'] as const satisfies readonly OrderStage[];

type TrackedProject = Pick<Project, 'order_stage' | 'scheduled_start' | 'photographer'>;

/** 'Scheduled: 02-03-2026 09:30 with Priya' on the business's clock. */
export function scheduledLine(project: TrackedProject, timeZone: string): string | null {
  if (!project.scheduled_start) return null;
  const who = project.photographer?.first_name;
  return `${formatShootTime(project.scheduled_start, timeZone)}${who ? ` with ${who}` : ''}`;
}

/** Requested → Scheduled → Shot → Editing → Delivered, the current stage marked; a cancelled order says so instead. */
export function OrderStepper({ project, timeZone }: { project: TrackedProject; timeZone: string }) {
  if (project.order_stage === 'cancelled') {
    return (
      <p className="flex items-center gap-2 rounded-md border border-zinc-300 bg-zinc-50 p-3 text-sm text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200">
        <CircleX aria-hidden className="size-4 shrink-0" />
        This shoot was cancelled.
      </p>
    );
  }
  const current = trackedStages.indexOf(project.order_stage as (typeof trackedStages)[number]);
  const scheduled = scheduledLine(project, timeZone);
  return (
    <ol aria-label="Order progress" className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {trackedStages.map((stage, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li key={stage} aria-current={here ? 'step' : undefined} className="flex items-start gap-2 sm:flex-col sm:items-center sm:text-center">
            <span
              aria-hidden
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                done && 'border-emerald-700 bg-emerald-700 text-white',
                here && 'border-blue-700 bg-blue-700 text-white',
                !done && !here && 'border-border bg-background text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span className="flex min-w-0 flex-col">
              <span className={cn('text-sm', here ? 'font-semibold' : done ? 'font-medium' : 'text-muted-foreground')}>
                {orderStageLabels[stage]}
                <span className="sr-only">{done ? ' (done)' : here ? ' (current)' : ''}</span>
              </span>
              {stage === 'scheduled' && scheduled && index <= current && <span className="text-xs text-muted-foreground">{scheduled}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
