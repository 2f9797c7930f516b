import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A titled card of label/value rows (project details for staff, editors and clients). With `empty` (there is
 * nothing to list: no service, no category, a failed load) it shows that sentence instead of the list, since
 * a <dl> may hold only its rows.
 */
export function InfoCard({ title, icon: Icon, children, empty }: { title: string; icon: LucideIcon; children?: ReactNode; empty?: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-muted-foreground" aria-hidden />
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : <dl className="grid gap-3 text-sm">{children}</dl>}
      </CardContent>
    </Card>
  );
}

/** One label and its value; an empty value shows a dash. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}
