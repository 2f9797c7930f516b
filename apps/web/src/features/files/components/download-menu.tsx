import type { FileEntry, FileVariant } from '@portal/contract';
import type { ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export type DownloadVariant = Extract<FileVariant, 'original' | 'mls'>;

/** A photo's download sizes: the original upload, or the smaller MLS listing size. */
export function DownloadMenu({ entry, onDownload, children }: { entry: FileEntry; onDownload: (entry: FileEntry, variant: DownloadVariant) => void; children: ReactNode }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48" onClick={(event) => event.stopPropagation()}>
        <DropdownMenuLabel className="text-xs text-muted-foreground">Download size</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onDownload(entry, 'original')}>
          Original
          <span className="ml-auto text-xs text-muted-foreground">{entry.width && entry.height ? `${entry.width} × ${entry.height}` : 'Full size'}</span>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDownload(entry, 'mls')}>
          MLS size
          <span className="ml-auto text-xs text-muted-foreground">For listings</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
