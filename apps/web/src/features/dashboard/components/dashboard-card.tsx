import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Figure, figureFontSize } from '@/components/figure';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export const accents = {
  blue: 'bg-blue-50 text-blue-600 dark:bg-blue-950 dark:text-blue-300',
  violet: 'bg-violet-50 text-violet-600 dark:bg-violet-950 dark:text-violet-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300',
} as const;

export interface DashboardCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  accent: keyof typeof accents;
  to: string;
  linkText: string;
}

/** One figure of the admin dashboard; the whole card links to the screen behind it. */
export function DashboardCard({ label, value, icon: Icon, accent, to, linkText }: DashboardCardProps) {
  return (
    <Link to={to} className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={`${label}: ${value}. ${linkText}`}>
      <Card className="@container h-full gap-4 py-5 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
        <div className="flex items-start justify-between gap-3 px-5">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', accents[accent])}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <p className="px-5 leading-tight font-semibold tracking-tight tabular-nums" style={figureFontSize(value, 1.875, 2.5)} data-testid={`dashboard-${label}`}>
          <Figure value={value} />
        </p>
        <p className="flex items-center gap-1 px-5 text-sm text-muted-foreground transition-colors group-hover:text-foreground">
          {linkText}
          <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </p>
      </Card>
    </Link>
  );
}
