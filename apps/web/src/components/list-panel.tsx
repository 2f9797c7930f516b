import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/utils';

/** A list screen's table card: a toolbar (search, filters, refresh) above, paging below. */
export function ListPanel({ toolbar, children, footer }: { toolbar?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      {toolbar && <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-center">{toolbar}</div>}
      {children}
      {footer}
    </Card>
  );
}

/** 'Showing 11–20 of 42 services' and the page buttons (which hide themselves on a single page). */
export function ListFooter({ page, pageSize, total, noun, onPageChange }: { page: number; pageSize: number; total: number | undefined; noun: string; onPageChange: (page: number) => void }) {
  if (!total) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center gap-3 border-t px-4 py-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground tabular-nums">
        Showing {first}–{last} of {total} {noun}
      </p>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} className="sm:w-auto" />
    </div>
  );
}

/** Refetches the list; the icon turns while a request runs. */
export function RefreshButton({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={busy}>
      <RefreshCw aria-hidden="true" className={cn(busy && 'animate-spin')} />
      Refresh
    </Button>
  );
}

/** In place of the table when the first load failed (the query client has toasted already). */
export function ListError({ title, description, onRetry }: { title: string; description?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <p className="font-semibold">{title}</p>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
