import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** The server's own words when it gave some; a network failure or a 5xx says so plainly. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'The server could not be reached. Check your connection and try again.';
  if (error instanceof ApiError && error.status >= 500) return 'The server had a problem answering. Please try again.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/** A page that could not load: what failed, why, and a way to ask again (the page stays where it is). */
export function ErrorState({ title, error, onRetry, retrying = false }: { title: string; error: unknown; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-14 text-center">
      <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-6" aria-hidden />
      </span>
      <p className="text-base font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{errorText(error)}</p>
      <Button className="mt-3" variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </div>
  );
}
