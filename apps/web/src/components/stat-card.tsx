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

/** The grid the stat cards sit in: one column on phones, up to `columns` on wide screens. */
export function StatGrid({ children, columns = 4 }: { children: React.ReactNode; columns?: 3 | 4 | 5 }) {
  const wide = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-3 2xl:grid-cols-5' }[columns];
  return <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', wide)}>{children}</div>;
}
