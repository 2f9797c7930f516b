import { orderStageLabels, type Project } from '@portal/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatZonedDateTime } from '@/lib/zoned-time';

const tones = { requested: 'yellow', scheduled: 'blue', shot: 'blue', editing: 'blue', delivered: 'green', cancelled: 'grey' } as const;

/** A compact stage for My Projects: 'Scheduled · Mon 02-03-2026, 09:30 · Priya'. */
export function OrderStageBadge({ project, timeZone, className }: { project: Pick<Project, 'order_stage' | 'scheduled_start' | 'photographer'>; timeZone: string; className?: string }) {
  const stage = project.order_stage;
  const parts: string[] = [orderStageLabels[stage]];
  if (stage === 'scheduled' && project.scheduled_start) {
    parts.push(formatZonedDateTime(project.scheduled_start, timeZone));
    if (project.photographer?.first_name) parts.push(project.photographer.first_name);
  }
  const text = parts.join(' · ');
  return (
    <Badge variant={tones[stage]} data-stage={stage} aria-label={`Order: ${text}`} className={cn('whitespace-normal text-left', className)}>
      {text}
    </Badge>
  );
}
