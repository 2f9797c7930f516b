import type { FileEntry } from '@portal/contract';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isThumbnailPending } from '../api/list-files';
import { FileIcon } from './file-icon';

/** An image's thumbnail (loaded only near the viewport), a placeholder while it is made, or an icon. */
export function FileThumbnail({ entry }: { entry: FileEntry }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (entry.thumbnail_url && broken !== entry.thumbnail_url) {
    return (
      <img
        src={entry.thumbnail_url}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(entry.thumbnail_url)}
        className="size-full object-cover"
      />
    );
  }
  if (entry.is_image && isThumbnailPending(entry)) {
    return (
      <span className="flex flex-col items-center gap-2 text-xs text-muted-foreground" role="status" aria-label="Making thumbnail">
        <Spinner className="size-5" />
        Processing...
      </span>
    );
  }
  return <FileIcon entry={entry} />;
}
