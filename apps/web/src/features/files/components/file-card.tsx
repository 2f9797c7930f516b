import type { FileEntry } from '@portal/contract';
import { Download, Eye, Heart, Lock, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { DownloadMenu, type DownloadVariant } from './download-menu';
import { formatFileSize, formatUploadTime } from './file-format';
import { FileThumbnail } from './file-thumbnail';
import { blockImageMenu, notifyDownloadRestricted } from './image-protection';
import { useCardActionTabIndex, useCardTabIndex } from './roving-grid';

export interface FileCardProps {
  entry: FileEntry;
  canEdit: boolean;
  canDownload: boolean;
  /** The client portal: favourite hearts, protected images, a choice of size, the paywall look. */
  client?: boolean;
  /** Where files of several folders are shown together (favourites): say which folder. */
  showFolder?: boolean;
  onPreview: (entry: FileEntry) => void;
  onDownload: (entry: FileEntry, variant?: DownloadVariant) => void;
  onDelete: (entry: FileEntry) => void;
  onToggleFavourite?: (entry: FileEntry) => void;
  /** How a client unlocks proofs: the paywall overlay becomes the Pay Invoice button. */
  onPayInvoice?: () => void;
}

type CardActionProps = { label: string; icon: LucideIcon; onClick?: () => void; destructive?: boolean } & Omit<ComponentProps<typeof Button>, 'onClick'>;

function CardAction({ label, icon: Icon, onClick, destructive, className, ...props }: CardActionProps) {
  return (
    <Button
      size="icon"
      variant="secondary"
      tabIndex={useCardActionTabIndex()}
      aria-label={label}
      title={label.split(' ')[0]}
      className={cn('size-8 shadow-sm', destructive && 'text-destructive hover:bg-destructive hover:text-white', className)}
      {...props}
      onClick={(event) => {
        event.stopPropagation();
        onClick?.();
      }}
    >
      <Icon aria-hidden />
    </Button>
  );
}

export function FavouriteButton({ entry, onToggle, className }: { entry: FileEntry; onToggle: (entry: FileEntry) => void; className?: string }) {
  const label = entry.is_favourite ? `Remove ${entry.name} from favourites` : `Add ${entry.name} to favourites`;
  return (
    <Button
      size="icon"
      variant="secondary"
      tabIndex={useCardActionTabIndex()}
      aria-pressed={entry.is_favourite}
      aria-label={label}
      title={entry.is_favourite ? 'Remove from favourites' : 'Add to favourites'}
      className={cn('size-8 rounded-full bg-background/90 shadow-sm backdrop-blur', entry.is_favourite && 'text-rose-600 dark:text-rose-400', className)}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(entry);
      }}
    >
      <Heart aria-hidden className={cn(entry.is_favourite && 'fill-current')} />
    </Button>
  );
}

/** A file: thumbnail or icon, name, size and upload time; actions show on hover or focus. */
export function FileCard({ entry, canEdit, canDownload, client = false, showFolder = false, onPreview, onDownload, onDelete, onToggleFavourite, onPayInvoice }: FileCardProps) {
  const canPreview = entry.is_image;
  const actionTabIndex = useCardActionTabIndex();
  // A client before payment sees proofs only: greyed, with the way to unlock them said on the card.
  const locked = client && !canDownload;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    if (canPreview) onPreview(entry);
  };
  const downloadLabel = `Download ${entry.name}`;

  return (
    <div
      role="group"
      tabIndex={useCardTabIndex()}
      aria-label={entry.name}
      onKeyDown={onKeyDown}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div
        className={cn('relative flex min-h-0 flex-1 items-center justify-center overflow-hidden bg-muted/60', canPreview && 'cursor-zoom-in', locked && '[&_img]:grayscale')}
        onClick={canPreview ? () => onPreview(entry) : undefined}
        onContextMenu={client && entry.is_image ? (event) => blockImageMenu(event, locked) : undefined}
        onDragStart={client ? (event) => event.preventDefault() : undefined}
      >
        <FileThumbnail entry={entry} />
        {locked &&
          entry.is_image &&
          (onPayInvoice ? (
            <button
              type="button"
              tabIndex={actionTabIndex}
              onClick={(event) => {
                event.stopPropagation();
                onPayInvoice();
              }}
              className="absolute inset-x-0 bottom-0 flex cursor-pointer items-center justify-center gap-1.5 bg-black/70 px-2 py-1.5 text-center text-[11px] leading-tight font-medium text-white outline-none hover:bg-black/85 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:ring-inset"
            >
              <Lock aria-hidden className="size-3.5 shrink-0" />
              Pay Invoice to Download
            </button>
          ) : (
            <span className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-black/65 px-2 py-1.5 text-center text-[11px] leading-tight font-medium text-white">
              <Lock aria-hidden className="size-3.5 shrink-0" />
              Pay Invoice to Download
            </span>
          ))}
        {!client && entry.favourite_count > 0 && (
          <span
            className="absolute bottom-2 left-2 flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-rose-600 shadow-sm dark:text-rose-400"
            aria-label={`Favourite of ${entry.favourite_count} client${entry.favourite_count === 1 ? '' : 's'}`}
            title="Client favourites"
          >
            <Heart aria-hidden className="size-3 fill-current" />
            {entry.favourite_count}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-0.5 border-t px-3 py-2">
        <p className="truncate text-sm font-medium" title={entry.name}>
          {entry.name}
        </p>
        <p className="flex justify-between gap-2 text-xs text-muted-foreground tabular-nums" title={`Uploaded ${formatUploadTime(entry.uploaded_at)}`}>
          <span className="truncate">{showFolder ? entry.folder_path || 'Root' : formatFileSize(entry.file_size)}</span>
          <span className="shrink-0">{formatDate(entry.uploaded_at)}</span>
        </p>
      </div>
      {client && onToggleFavourite && entry.is_image && <FavouriteButton entry={entry} onToggle={onToggleFavourite} className="absolute top-2 left-2" />}
      <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
        {canPreview && <CardAction label={`Preview ${entry.name}`} icon={Eye} onClick={() => onPreview(entry)} />}
        {locked && <CardAction label={downloadLabel} icon={Download} aria-disabled="true" className="cursor-not-allowed opacity-60" onClick={notifyDownloadRestricted} />}
        {canDownload &&
          (client && entry.is_image ? (
            <DownloadMenu entry={entry} onDownload={onDownload}>
              <CardAction label={downloadLabel} icon={Download} />
            </DownloadMenu>
          ) : (
            <CardAction label={downloadLabel} icon={Download} onClick={() => onDownload(entry)} />
          ))}
        {canEdit && <CardAction label={`Delete ${entry.name}`} icon={Trash2} onClick={() => onDelete(entry)} destructive />}
      </div>
    </div>
  );
}
