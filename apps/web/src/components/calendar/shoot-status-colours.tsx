import { cn } from '@/lib/utils';

/** A shoot's colour on the calendar, by its order stage. White text on each passes WCAG AA. */
export interface ShootColour {
  label: string;
  colour: string;
}

export const shootColours: Record<string, ShootColour> = {
  requested: { label: 'Requested', colour: '#b45309' },
  scheduled: { label: 'Scheduled', colour: '#1d4ed8' },
  shot: { label: 'Shot', colour: '#0e7490' },
  editing: { label: 'Editing', colour: '#6d28d9' },
  delivered: { label: 'Delivered', colour: '#047857' },
  cancelled: { label: 'Cancelled', colour: '#52525b' },
};

const unknownColour: ShootColour = { label: 'Other', colour: '#3f3f46' };

export const shootColour = (key: string) => shootColours[key] ?? unknownColour;

/** What each colour on the calendar means. */
export function ShootStatusLegend({ keys = Object.keys(shootColours), className }: { keys?: string[]; className?: string }) {
  return (
    <ul aria-label="Colours by status" className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}>
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: shootColour(key).colour }} />
          {shootColour(key).label}
        </li>
      ))}
    </ul>
  );
}
