import type { FileEntry } from '@portal/contract';
import { Eye, EyeOff, FolderArchive, Trash2 } from 'lucide-react';
import { ContextMenu } from 'radix-ui';
import { Badge } from '@/components/ui/badge';
import { FileIcon } from './file-icon';
import { useCardTabIndex } from './roving-grid';

export interface FolderCardProps {
  entry: FileEntry;
  canEdit: boolean;
  canDownload: boolean;
  onOpen: (entry: FileEntry) => void;
  onDownloadZip: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
  /** Staff and editors: make the folder internal, or visible to the client again. */
  onToggleClientVisible?: (entry: FileEntry) => void;
}

const itemClasses =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

const itemCount = (count: number | null) => (count === null ? 'Folder' : `${count} ${count === 1 ? 'item' : 'items'}`);

/** A folder: click or Enter opens it; right-click (or the context-menu key) offers its ZIP. */
export function FolderCard({ entry, canEdit, canDownload, onOpen, onDownloadZip, onDelete, onToggleClientVisible }: FolderCardProps) {
  const internal = entry.client_visible === false;
  const hasMenu = canDownload || canEdit;
  const card = (
    <button
      type="button"
      tabIndex={useCardTabIndex()}
      aria-label={`Open folder ${entry.name}${internal ? ' (internal, not visible to the client)' : ''}`}
      onClick={() => onOpen(entry)}
      className="group flex h-full w-full flex-col overflow-hidden rounded-lg border bg-card text-left text-card-foreground shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:ring-2 data-[state=open]:ring-ring/50"
    >
      <span className="flex min-h-0 w-full flex-1 items-center justify-center bg-amber-50/60 dark:bg-amber-950/20">
        <FileIcon entry={entry} className="size-14 transition-transform group-hover:scale-105" />
      </span>
      <span className="flex w-full flex-col gap-0.5 border-t px-3 py-2">
        <span className="truncate text-sm font-medium" title={entry.name}>
          {entry.name}
        </span>
        {/* Said by the button's name already ("internal"); hidden so what is seen stays part of what is heard. */}
        <span aria-hidden="true" className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {itemCount(entry.item_count)}
          {internal && (
            <Badge variant="yellow" title="Not visible to the client">
              Internal
            </Badge>
          )}
        </span>
      </span>
    </button>
  );
  if (!hasMenu) return card;

  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{card}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          {canDownload && (
            <ContextMenu.Item className={itemClasses} onSelect={() => onDownloadZip(entry)}>
              <FolderArchive aria-hidden />
              Download as ZIP
            </ContextMenu.Item>
          )}
          {canEdit && onToggleClientVisible && (
            <ContextMenu.Item className={itemClasses} onSelect={() => onToggleClientVisible(entry)}>
              {internal ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
              {internal ? 'Show to the client' : 'Make internal (hide from the client)'}
            </ContextMenu.Item>
          )}
          {canEdit && (
            <ContextMenu.Item className={`${itemClasses} text-destructive focus:bg-destructive/10 focus:text-destructive`} onSelect={() => onDelete(entry)}>
              <Trash2 aria-hidden />
              Delete folder
            </ContextMenu.Item>
          )}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
