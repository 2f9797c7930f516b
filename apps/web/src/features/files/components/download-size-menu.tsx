import type { FileEntry } from '@portal/contract';
import type { ReactElement } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { DownloadVariant } from './download-menu';

/** The sizes a photo downloads in, around its download button; open when it first mounts. */
export default function DownloadSizeMenu({ entry, onDownload, trigger }: { entry: FileEntry; onDownload: (entry: FileEntry, variant: DownloadVariant) => void; trigger: ReactElement }) {
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
