import type { Project } from '@portal/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { clientStage, clientStageLabels, clientStageTones } from '../project-state';

export type ClientStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  project: Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status' | 'order_stage' | 'scheduled_start' | 'photographer'>;
  /** With the business time zone, a scheduled shoot adds its time and photographer: 'Sat 28-11-2026, 10:00 · Priya'. */
  timeZone?: string;
};

/** When and with whom a scheduled shoot is booked, on the business's clock. */
export function scheduledDetail(project: ClientStatusBadgeProps['project'], timeZone: string): string | undefined {
  if (!project.scheduled_start) return undefined;
  return [formatZonedDateTime(project.scheduled_start, timeZone), project.photographer?.first_name].filter(Boolean).join(' · ');
}

/** A shoot's status as the client reads it: what is happening, in plain words (they may wrap on a phone). */
export function ClientStatusBadge({ project, timeZone, className, ...props }: ClientStatusBadgeProps) {
  const stage = clientStage(project);
  const tone = clientStageTones[stage];
  const detail = stage === 'scheduled' && timeZone ? scheduledDetail(project, timeZone) : undefined;
  const text = detail ? `${clientStageLabels[stage]} · ${detail}` : clientStageLabels[stage];
  return (
    <Badge variant={tone} data-tone={tone} data-stage={stage} aria-label={`Status: ${text}`} className={cn('whitespace-normal text-left', className)} {...props}>
      {detail ? (
        <span className="flex flex-col">
          <span>{clientStageLabels[stage]}</span>
          <span className="font-normal tabular-nums">{detail}</span>
        </span>
      ) : (
        clientStageLabels[stage]
      )}
    </Badge>
  );
}
