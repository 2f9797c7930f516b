import type { Project } from '@portal/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { clientStage, clientStageLabels, clientStageTones } from '../project-state';

export type ClientStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { project: Pick<Project, 'projectStatus' | 'invoice' | 'invoice_status'> };

/** A shoot's status as the client reads it: what is happening, in plain words (they may wrap on a phone). */
export function ClientStatusBadge({ project, className, ...props }: ClientStatusBadgeProps) {
  const stage = clientStage(project);
  const tone = clientStageTones[stage];
  return (
    <Badge variant={tone} data-tone={tone} aria-label={`Status: ${clientStageLabels[stage]}`} className={cn('whitespace-normal text-left', className)} {...props}>
      {clientStageLabels[stage]}
    </Badge>
  );
}
