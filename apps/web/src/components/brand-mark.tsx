import { Camera } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The business logo when one was uploaded, else the camera mark; decorative beside the business name. */
export function BrandMark({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  if (logoUrl) return <img src={logoUrl} alt="" className={cn('size-8 shrink-0 rounded-lg object-contain', className)} />;
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground', className)}>
      <Camera aria-hidden="true" className="size-4" />
    </span>
  );
}
