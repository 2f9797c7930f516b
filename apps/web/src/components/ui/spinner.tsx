import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin text-muted-foreground', className)} {...props} />;
}

/** Centred on the screen while the session or a whole page loads. */
export function FullPageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn('flex min-h-svh w-full items-center justify-center', className)}>
      <Spinner className="size-8" />
    </div>
  );
}
