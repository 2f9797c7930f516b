import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * A card's title as the section's heading: a muted icon, an `h2` whose id labels the card
 * (`aria-labelledby`), then anything that sits beside it (a state badge, a count).
 */
export function IconCardTitle({ icon: Icon, id, title, className, children }: { icon: LucideIcon; id: string; title: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <CardTitle className={cn('flex items-center gap-2 text-base', className)}>
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      <h2 id={id}>{title}</h2>
      {children}
    </CardTitle>
  );
}
