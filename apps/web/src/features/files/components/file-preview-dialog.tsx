import type { FileEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { previewLinkQueryOptions } from '../api/serve-file';
import { formatFileSize } from './file-format';

export interface FilePreviewDialogProps {
  projectId: number;
  entry: FileEntry | null;
  canDownload: boolean;
  onDownload: (entry: FileEntry) => void;
  onClose: () => void;
}

function PreviewImage({ projectId, entry }: { projectId: number; entry: FileEntry }) {
  const served = useQuery({ ...previewLinkQueryOptions(projectId, entry.name, entry.folder_path), enabled: !entry.preview_url });
  const src = entry.preview_url ?? served.data;
  const [loaded, setLoaded] = useState(false);
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
          onClick={(event) => event.stopPropagation()}
          className="max-h-full max-w-full object-contain shadow-2xl select-none"
        />
      )}
    </>
  );
}

/** A full-screen look at an image, at preview size (the original is a download away). */
export function FilePreviewDialog({ projectId, entry, canDownload, onDownload, onClose }: FilePreviewDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay className="bg-black/95" />
        <DialogPrimitive.Content className="fixed inset-0 z-50 flex flex-col outline-none" aria-describedby={undefined}>
          {entry && (
            <>
              <div className="flex items-center gap-3 bg-black/60 px-4 py-3 text-white">
                <div className="min-w-0 flex-1">
                  <DialogTitle className="truncate text-base font-medium">{entry.name}</DialogTitle>
                  <DialogDescription className="text-xs text-white/60">
                    {[entry.width && entry.height ? `${entry.width} × ${entry.height}` : '', formatFileSize(entry.file_size)].filter(Boolean).join(' · ')}
                  </DialogDescription>
                </div>
                {canDownload && (
                  <Button variant="ghost" className="text-white hover:bg-white/15 hover:text-white" onClick={() => onDownload(entry)}>
                    <Download aria-hidden />
                    Download
                  </Button>
                )}
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close preview" className="text-white hover:bg-white/15 hover:text-white">
                    <X aria-hidden />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center p-4" onClick={onClose}>
                <PreviewImage key={String(entry.id)} projectId={projectId} entry={entry} />
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
