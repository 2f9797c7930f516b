import { Badge, type BadgeProps } from '@/components/ui/badge';
import { projectStatusLook } from '@/lib/project-status';

export type ProjectStatusBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { status: string | null | undefined };

/** A project's status in staff words and its one colour; its accessible name says it is the status. */
export function ProjectStatusBadge({ status, ...props }: ProjectStatusBadgeProps) {
  const { label, tone } = projectStatusLook(status);
  return (
    <Badge variant={tone} data-tone={tone} aria-label={`Status: ${label}`} {...props}>
      {label}
    </Badge>
  );
}
