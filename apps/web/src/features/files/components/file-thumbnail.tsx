import type { FileEntry } from '@portal/contract';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { versionedUrl } from '@/lib/versioned-url';
import { isThumbnailPending } from '../api/list-files';
import { FileIcon } from './file-icon';

/** An image's thumbnail (loaded only near the viewport), a placeholder while it is made, or an icon. */
export function FileThumbnail({ entry }: { entry: FileEntry }) {
  const [broken, setBroken] = useState<string | null>(null);
  // A new version of the file changes the link, so no cached old image is shown.
  const src = versionedUrl(entry.thumbnail_url, entry.versioned_at);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(src)}
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
