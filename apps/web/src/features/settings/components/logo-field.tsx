import { logoTypes, maxLogoBytes } from '@portal/contract';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { useBranding } from '@/lib/branding';
import { notifySuccess } from '@/lib/notify';
import { useRemoveLogo, useUploadLogo } from '../api/upload-logo';

/** The business logo: shown in the sidebar, on both sign-in pages and at the head of every invoice. */
export function LogoField() {
  const brand = useBranding();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: () => void notifySuccess('Logo saved.') });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border bg-muted/40 p-1">
        <BrandMark logoUrl={brand.logo_url} className={brand.logo_url ? 'size-full rounded-md' : undefined} />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()} aria-describedby={hintId}>
            <ImageUp aria-hidden="true" />
            {brand.logo_url ? 'Replace logo' : 'Upload logo'}
          </Button>
          {brand.logo_url && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate(undefined, { onSuccess: () => void notifySuccess('Logo removed.') })}>
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPEG or WebP, up to {maxLogoBytes / 1024 / 1024} MB. Shown in the sidebar, on the sign-in pages and on invoices.
        </p>
        <input ref={input} type="file" accept={logoTypes.join(',')} className="sr-only" tabIndex={-1} aria-label="Logo file" onChange={(event) => choose(event.target.files?.[0])} />
      </div>
    </div>
  );
}
