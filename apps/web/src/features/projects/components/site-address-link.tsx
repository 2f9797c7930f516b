import { ExternalLink } from 'lucide-react';

/** Only http(s) addresses become links; anything else (a street address, javascript:) stays text. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function SiteAddressLink({ address }: { address: string }) {
  if (!address.trim()) return <span className="text-muted-foreground">Not provided</span>;
  const href = safeExternalUrl(address);
  if (!href) return <span className="break-words">{address}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
      <span className="truncate">{address}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
