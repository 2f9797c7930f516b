import type { FileEntry } from '@portal/contract';
import { Eye, EyeOff, FolderArchive, MoreVertical, Trash2, type LucideIcon } from 'lucide-react';
import { ContextMenu } from 'radix-ui';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { FileIcon } from './file-icon';
import { useCardActionTabIndex, useCardTabIndex } from './roving-grid';

export interface FolderCardProps {
  entry: FileEntry;
  canEdit: boolean;
  canDownload: boolean;
  onOpen: (entry: FileEntry) => void;
  onDownloadZip: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
  /** Staff and editors: make the folder internal, or visible to the client again. */
  onToggleClientVisible?: (entry: FileEntry) => void;
  /** The internal folder the listed folder is or lies in: every folder shown here is hidden from the client too. */
  insideInternal?: string | null;
}

/** Why the client does not see a folder: its own mark, or an internal folder above it; null when it does. */
function hiddenBecause(entry: FileEntry, insideInternal: string | null | undefined) {
  if (entry.client_visible === false) return 'Not visible to the client';
  return insideInternal ? `Not visible to the client: inside the internal folder ${insideInternal}` : null;
}

interface FolderAction {
  label: string;
  icon: LucideIcon;
  run: () => void;
  destructive?: boolean;
}

const itemClasses =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

const itemCount = (count: number | null) => (count === null ? 'Folder' : `${count} ${count === 1 ? 'item' : 'items'}`);

/** What may be done with a folder, in the order both its menus list them. */
function folderActions({ entry, canEdit, canDownload, onDownloadZip, onDelete, onToggleClientVisible, insideInternal }: FolderCardProps): FolderAction[] {
  const internal = entry.client_visible === false;
  const actions: FolderAction[] = [];
  if (canDownload) actions.push({ label: 'Download as ZIP', icon: FolderArchive, run: () => onDownloadZip(entry) });
  // Inside an internal folder the folder above decides; a mark of its own would change nothing the client sees.
  if (canEdit && onToggleClientVisible && (internal || !insideInternal)) {
    actions.push({ label: internal ? 'Show to the client' : 'Make internal (hide from the client)', icon: internal ? Eye : EyeOff, run: () => onToggleClientVisible(entry) });
  }
  if (canEdit) actions.push({ label: 'Delete folder', icon: Trash2, run: () => onDelete(entry), destructive: true });
  return actions;
}

/**
 * A folder: click or Enter opens it; its actions sit in the menu button on the card (keyboard:
 * Tab to it, Enter or Space opens it, arrows move) and on right-click.
 */
export function FolderCard(props: FolderCardProps) {
  const { entry, onOpen } = props;
  const hidden = hiddenBecause(entry, props.insideInternal);
  const actionTabIndex = useCardActionTabIndex();
  const actions = folderActions(props);
  const card = (
    <button
      type="button"
      tabIndex={useCardTabIndex()}
      aria-label={`Open folder ${entry.name}${hidden ? ' (internal, not visible to the client)' : ''}`}
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
          {hidden && (
            <Badge variant="yellow" title={hidden}>
              Internal
            </Badge>
          )}
        </span>
      </span>
    </button>
  );
  if (actions.length === 0) return card;

  return (
    <div className="relative h-full">
      <ContextMenu.Root>
        <ContextMenu.Trigger asChild>{card}</ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Content className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
            {actions.map(({ label, icon: Icon, run, destructive }) => (
              <ContextMenu.Item key={label} className={destructive ? `${itemClasses} text-destructive focus:bg-destructive/10 focus:text-destructive` : itemClasses} onSelect={run}>
                <Icon aria-hidden />
                {label}
              </ContextMenu.Item>
            ))}
          </ContextMenu.Content>
        </ContextMenu.Portal>
      </ContextMenu.Root>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="secondary" tabIndex={actionTabIndex} aria-label={`Actions for folder ${entry.name}`} title="Folder actions" className="absolute top-2 right-2 size-8 shadow-sm">
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          {actions.map(({ label, icon: Icon, run, destructive }) => (
            <DropdownMenuItem key={label} variant={destructive ? 'destructive' : 'default'} onSelect={run}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
