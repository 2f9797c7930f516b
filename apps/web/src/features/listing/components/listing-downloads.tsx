import type { ListingZipVariant } from '@portal/contract';
import { Download, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useListingZip } from '../api/listing-zip-url';
import { IconCardTitle } from '@/components/icon-card-title';

/** The API's words for a client whose invoice is unpaid. */
export const payToDownload = 'Please pay the invoice to download files.';

const zips: Array<{ variant: ListingZipVariant; label: string; hint: string }> = [
  { variant: 'mls', label: 'MLS-size ZIP', hint: 'Every photo at the MLS size, camera data removed: ready to upload to a listing.' },
  { variant: 'favourites', label: 'Favourites ZIP', hint: 'The photos picked as favourites, full size.' },
  { variant: 'print', label: 'Print-size ZIP', hint: 'Every photo as delivered, full size: for print.' },
];

/** The shoot's three ZIPs, streamed with no size or count cap; locked with the API's message until the invoice is paid. */
export function ListingDownloads({ projectId, locked }: { projectId: number; locked: boolean }) {
  const zip = useListingZip(projectId);
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="listing-downloads-title">
      <CardHeader>
        <IconCardTitle icon={Download} id="listing-downloads-title" title="Downloads" />
        {locked && (
          <CardDescription role="note" className="flex items-center gap-2 text-amber-700 dark:text-amber-400">
            <Lock aria-hidden className="size-4 shrink-0" />
            {payToDownload}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {zips.map(({ variant, label, hint }) => {
            const busy = zip.isPending && zip.variables === variant;
            return (
              <li key={variant} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{label}</span>
                  <span className="text-xs text-muted-foreground">{hint}</span>
                </span>
                <Button type="button" variant="outline" className="w-full shrink-0 sm:w-auto" disabled={locked || zip.isPending} onClick={() => zip.mutate(variant)} aria-label={`Download ${label}`}>
                  {busy ? <Spinner className="text-current" /> : locked ? <Lock aria-hidden /> : <Download aria-hidden />}
                  Download
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
