import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Figure, figureFontSize } from '@/components/figure';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const tones = {
  default: 'text-foreground',
  green: 'text-emerald-600 dark:text-emerald-400',
  red: 'text-red-600 dark:text-red-400',
} as const;

/** One figure of a screen's stat row; shows a skeleton while `value` is undefined. A long figure wraps, never cut off. */
export function StatCard({ label, value, icon: Icon, tone = 'default', hint }: { label: string; value: string | number | undefined; icon?: LucideIcon; tone?: keyof typeof tones; hint?: string }) {
  return (
    <Card className="gap-0 py-4">
      <CardContent className="@container flex flex-col gap-1 px-4">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {Icon && (
            <span className="-mb-3 flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
          )}
        </div>
        {value === undefined ? (
          <Skeleton className="h-7 w-20" />
        ) : (
          // The figure has the card's whole width (the icon sits beside the label) and shrinks to fit it.
          <p className={cn('leading-tight font-semibold tabular-nums', tones[tone])} style={figureFontSize(String(value), 1.5, 2)} data-testid={`stat-${label}`}>
            <Figure value={String(value)} />
          </p>
        )}
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

/**
 * Classes that fill every row of `count` cards, by the width of the grid's own box (so the sidebar
 * open or closed both count): one column on phones, pairs, then wider rows; a count that does not
 * divide the row lets its cards grow (five: two above three) instead of leaving a hole.
 */
export function statGridLayout(count: number): { grid: string; item: (index: number) => string } {
  const last = (index: number) => index === count - 1;
  switch (count) {
    case 1:
      return { grid: '', item: () => '' };
    case 2:
      return { grid: '@xl:grid-cols-2', item: () => '' };
    case 3:
      return { grid: '@xl:grid-cols-2 @3xl:grid-cols-3', item: (index) => (last(index) ? '@xl:col-span-2 @3xl:col-span-1' : '') };
    case 5:
      return {
        grid: '@xl:grid-cols-2 @3xl:grid-cols-6 @7xl:grid-cols-5',
        item: (index) => (index < 2 ? '@3xl:col-span-3 @7xl:col-span-1' : last(index) ? '@xl:col-span-2 @7xl:col-span-1' : '@3xl:col-span-2 @7xl:col-span-1'),
      };
    case 6:
      return { grid: '@xl:grid-cols-2 @3xl:grid-cols-3', item: () => '' };
    default:
      return { grid: '@xl:grid-cols-2 @4xl:grid-cols-4', item: (index) => (count % 2 === 1 && last(index) ? '@xl:col-span-2 @4xl:col-span-1' : '') };
  }
}

/** The grid a screen's stat cards sit in; it lays out as many cards as it is given without a gap. */
/** The cards given, with fragments opened: `<><StatCard/><StatCard/></>` is two cards, not one. */
function cardsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) => (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? cardsOf(child.props.children) : [child]));
}

export function StatGrid({ children }: { children: ReactNode }) {
  const cards = cardsOf(children);
  const layout = statGridLayout(cards.length);
  return (
    <div className="@container">
      <div className={cn('grid grid-cols-1 gap-4', layout.grid)} data-testid="stat-grid">
        {cards.map((card, index) => (
          <div key={isValidElement(card) && card.key !== null ? card.key : index} className={cn('grid', layout.item(index))}>
            {card}
          </div>
        ))}
      </div>
    </div>
  );
}
