import { ExternalLink, MapPin } from 'lucide-react';

/** Only http(s) addresses become links; anything else (a street address, javascript:) stays text. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An OpenStreetMap search for a street address: no key, no tracking, works for any address text. */
export const mapSearchUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;

const linkClasses = 'inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline';

/** The site's street address as text, with a map link beside it; an address given as a link opens that link. */
export function SiteAddressLink({ address }: { address: string }) {
  if (!address.trim()) return <span className="text-muted-foreground">Not provided</span>;
  const href = safeExternalUrl(address);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClasses} max-w-full`}>
        <span className="truncate">{address}</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="break-words">{address}</span>
      <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" className={`${linkClasses} shrink-0 text-xs`} aria-label={`Show ${address.trim()} on a map (opens in a new tab)`}>
        <MapPin className="size-3.5" aria-hidden />
        Map
      </a>
    </span>
  );
}
