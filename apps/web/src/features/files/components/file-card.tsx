import type { FileEntry } from '@portal/contract';
import { Download, Eye, Trash2, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { formatFileSize, formatUploadTime } from './file-format';
import { FileThumbnail } from './file-thumbnail';

export interface FileCardProps {
  entry: FileEntry;
  canEdit: boolean;
  canDownload: boolean;
  onPreview: (entry: FileEntry) => void;
  onDownload: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
}

function CardAction({ label, icon: Icon, onClick, destructive }: { label: string; icon: LucideIcon; onClick: () => void; destructive?: boolean }) {
  return (
    <Button
      size="icon"
      variant="secondary"
      aria-label={label}
      title={label.split(' ')[0]}
      className={cn('size-8 shadow-sm', destructive && 'text-destructive hover:bg-destructive hover:text-white')}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <Icon aria-hidden />
    </Button>
  );
}

/** A file: thumbnail or icon, name, size and upload time; actions show on hover or focus. */
export function FileCard({ entry, canEdit, canDownload, onPreview, onDownload, onDelete }: FileCardProps) {
  const canPreview = entry.is_image;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.key !== 'Enter') return;
    event.preventDefault();
    if (canPreview) onPreview(entry);
  };

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={entry.name}
      onKeyDown={onKeyDown}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div
        className={cn('flex min-h-0 flex-1 items-center justify-center overflow-hidden bg-muted/60', canPreview && 'cursor-zoom-in')}
        onClick={canPreview ? () => onPreview(entry) : undefined}
      >
        <FileThumbnail entry={entry} />
      </div>
      <div className="flex flex-col gap-0.5 border-t px-3 py-2">
        <p className="truncate text-sm font-medium" title={entry.name}>
          {entry.name}
        </p>
        <p className="flex justify-between gap-2 text-xs text-muted-foreground tabular-nums" title={`Uploaded ${formatUploadTime(entry.uploaded_at)}`}>
          <span className="truncate">{formatFileSize(entry.file_size)}</span>
          <span className="shrink-0">{formatDate(entry.uploaded_at)}</span>
        </p>
      </div>
      <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
        {canPreview && <CardAction label={`Preview ${entry.name}`} icon={Eye} onClick={() => onPreview(entry)} />}
        {canDownload && <CardAction label={`Download ${entry.name}`} icon={Download} onClick={() => onDownload(entry)} />}
        {canEdit && <CardAction label={`Delete ${entry.name}`} icon={Trash2} onClick={() => onDelete(entry)} destructive />}
      </div>
    </div>
  );
}
