import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** A label, its control and the error under it (client-side check or the server's 400 message). */
export function FormField({ id, label, required, error, className, children }: { id: string; label: string; required?: boolean; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/* The * is drawn by CSS so the field's accessible name stays its label. */}
      <Label htmlFor={id} className={cn(required && "gap-0.5 after:text-destructive after:content-['*']")}>
        {label}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
