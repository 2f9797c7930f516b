import type { FileEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFocusReturn } from '@/components/ui/use-focus-return';
import { cn } from '@/lib/utils';
import { versionedUrl } from '@/lib/versioned-url';
import { isPreviewSkipped } from '../api/list-files';
import { previewLinkQueryOptions } from '../api/serve-file';
import { DownloadMenu, type DownloadVariant } from './download-menu';
import { FavouriteButton } from './file-card';
import { formatFileSize } from './file-format';
import { blockImageMenu, notifyDownloadRestricted } from './image-protection';

export interface FilePreviewDialogProps {
  projectId: number;
  entry: FileEntry | null;
  /** The images the arrows step through, in grid order. */
  images?: FileEntry[];
  canDownload: boolean;
  /** Client portal: no right-click, drag or save; a choice of size; a heart; the paywall when refused. */
  client?: boolean;
  onDownload: (entry: FileEntry, variant?: DownloadVariant) => void;
  onNavigate?: (entry: FileEntry) => void;
  onToggleFavourite?: (entry: FileEntry) => void;
  onClose: () => void;
  /**
   * Lays the photo out with something beside it (revision pins and notes, versions): given the
   * image and the previous/next buttons, answers the whole stage.
   */
  renderStage?: (stage: PreviewStage) => ReactNode;
}

export interface PreviewStage {
  entry: FileEntry;
  image: ReactNode;
  navigation: ReactNode;
}

function PreviewImage({ projectId, entry, client, locked, fitClassName = 'max-h-full max-w-full' }: { projectId: number; entry: FileEntry; client: boolean; locked: boolean; fitClassName?: string }) {
  const skipped = isPreviewSkipped(entry);
  const served = useQuery({ ...previewLinkQueryOptions(projectId, entry.name, entry.folder_path), enabled: !entry.preview_url && !skipped });
  const src = versionedUrl(entry.preview_url ?? served.data, entry.versioned_at);
  const [loaded, setLoaded] = useState(false);
  if (skipped) return <p className="text-sm text-white/70">This file is too large to preview. Download it to see it.</p>;
  if (served.isError) return <p className="text-sm text-white/70">Could not load the preview.</p>;
  return (
    <>
      {!loaded && <Spinner className="absolute size-8 text-white/70" />}
      {src && (
        <img
          src={src}
          alt={entry.name}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onContextMenu={client ? (event) => blockImageMenu(event, locked) : undefined}
          onDragStart={(event) => event.preventDefault()}
          className={cn('block object-contain shadow-2xl select-none', fitClassName, client && '[-webkit-touch-callout:none]')}
        />
      )}
    </>
  );
}

const darkButton = 'text-white hover:bg-white/15 hover:text-white';

/** The photo's largest size beside a panel: the window less the header, and less the panel below it on a phone. */
const STAGE_FIT = 'max-h-[calc(100dvh-8rem)] max-w-full';

/** A full-screen look at an image, at preview size (the original is a download away); arrows step through the folder. */
export function FilePreviewDialog({ projectId, entry, images = [], canDownload, client = false, onDownload, onNavigate, onToggleFavourite, onClose, renderStage }: FilePreviewDialogProps) {
  const index = entry ? images.findIndex((image) => image.id === entry.id) : -1;
  const previous = index > 0 ? images[index - 1] : undefined;
  const next = index >= 0 && index < images.length - 1 ? images[index + 1] : undefined;
  const locked = client && !canDownload;
  const focusReturn = useFocusReturn();
  // Escape is Radix's: it closes the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
    if (!target || !onNavigate) return;
    event.preventDefault();
    onNavigate(target);
  };

  const navigation = (
    <>
      {onNavigate && previous && (
        <Button variant="ghost" size="icon" aria-label="Previous photo" className={cn(darkButton, 'absolute left-2 z-30 size-10 rounded-full bg-black/40')} onClick={(event) => { event.stopPropagation(); onNavigate(previous); }}>
          <ChevronLeft aria-hidden className="size-6" />
        </Button>
      )}
      {onNavigate && next && (
        <Button variant="ghost" size="icon" aria-label="Next photo" className={cn(darkButton, 'absolute right-2 z-30 size-10 rounded-full bg-black/40')} onClick={(event) => { event.stopPropagation(); onNavigate(next); }}>
          <ChevronRight aria-hidden className="size-6" />
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay className="bg-black/95" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col outline-none"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          {...focusReturn}
          onContextMenu={client ? (event) => blockImageMenu(event, locked) : undefined}
        >
          {entry && (
            <>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-black/60 px-4 py-3 text-white">
                <div className="min-w-0 flex-1">
                  <DialogTitle className="truncate text-base font-medium">{entry.name}</DialogTitle>
                  <DialogDescription className="text-xs text-white/60">
                    {[index >= 0 && images.length > 1 ? `${index + 1} of ${images.length}` : '', entry.width && entry.height ? `${entry.width} × ${entry.height}` : '', formatFileSize(entry.file_size)]
                      .filter(Boolean)
                      .join(' · ')}
                  </DialogDescription>
                </div>
                {client && onToggleFavourite && <FavouriteButton entry={entry} onToggle={onToggleFavourite} className="bg-white/10 text-white hover:bg-white/20" />}
                {locked && (
                  <Button variant="ghost" aria-disabled="true" aria-label={`Download ${entry.name}`} className={cn(darkButton, 'cursor-not-allowed opacity-60')} onClick={notifyDownloadRestricted}>
                    <Download aria-hidden />
                    Download
                  </Button>
                )}
                {canDownload &&
                  (client ? (
                    <DownloadMenu entry={entry} onDownload={onDownload}>
                      <Button variant="ghost" aria-label={`Download ${entry.name}`} className={darkButton}>
                        <Download aria-hidden />
                        Download
                      </Button>
                    </DownloadMenu>
                  ) : (
                    <Button variant="ghost" aria-label={`Download ${entry.name}`} className={darkButton} onClick={() => onDownload(entry)}>
                      <Download aria-hidden />
                      Download
                    </Button>
                  ))}
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close preview" className={darkButton}>
                    <X aria-hidden />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              {/* A click on the dark space around the photo closes the preview; one on the photo does not. */}
              <div className="relative flex min-h-0 flex-1 items-center justify-center p-4" onClick={(event) => event.target === event.currentTarget && onClose()}>
                {renderStage
                  ? renderStage({ entry, image: <PreviewImage key={String(entry.id)} projectId={projectId} entry={entry} client={client} locked={locked} fitClassName={STAGE_FIT} />, navigation })
                  : (
                    <>
                      <PreviewImage key={String(entry.id)} projectId={projectId} entry={entry} client={client} locked={locked} />
                      {navigation}
                    </>
                  )}
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
