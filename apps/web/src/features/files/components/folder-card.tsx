import type { FileEntry } from '@portal/contract';
import { Eye, EyeOff, FolderArchive, MoreVertical, Trash2 } from 'lucide-react';
import { cloneElement, lazy, Suspense, useState, type MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { FolderAction, MenuOpening } from './folder-card-menus';
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

// The right-click and button menus load the first time either is used on a card.
const FolderCardMenus = lazy(() => import('./folder-card-menus'));

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
  const [opening, setOpening] = useState<MenuOpening | null>(null);
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

  const menuButton = (
    <Button size="icon" variant="secondary" tabIndex={actionTabIndex} aria-label={`Actions for folder ${entry.name}`} title="Folder actions" className="absolute top-2 right-2 size-8 shadow-sm">
      <MoreVertical aria-hidden />
    </Button>
  );
  if (!opening) {
    // Until a menu is first asked for, the card and its button only remember how it was asked.
    return (
      <div className="relative h-full">
        {cloneElement(card, {
          onContextMenu: (event: MouseEvent) => {
            event.preventDefault();
            setOpening({ menu: 'context', x: event.clientX, y: event.clientY });
          },
        })}
        {cloneElement(menuButton, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setOpening({ menu: 'button' }) })}
      </div>
    );
  }
  return (
    <div className="relative h-full">
      <Suspense
        fallback={
          <>
            {card}
            {menuButton}
          </>
        }
      >
        <FolderCardMenus card={card} menuButton={menuButton} actions={actions} opening={opening} />
      </Suspense>
    </div>
  );
}
