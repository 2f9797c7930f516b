import type { FileEntry } from '@portal/contract';
import { use, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { versionedUrl } from '@/lib/versioned-url';
import { isThumbnailPending } from '../api/list-files';
import { FileIcon } from './file-icon';
import { drawnWidth, ThumbnailSlotContext } from './thumbnail-slot';

/**
 * An image's thumbnail, a placeholder while it is made, or an icon. The grid says how wide the image is
 * drawn, so the browser picks the smallest size that is sharp there; cards in view load at once, the
 * rest as they come near.
 */
export function FileThumbnail({ entry }: { entry: FileEntry }) {
  const [broken, setBroken] = useState<string | null>(null);
  const slot = use(ThumbnailSlotContext);
  // A new version of the file changes the link, so no cached old image is shown.
  const src = versionedUrl(entry.thumbnail_url, entry.versioned_at);
  if (src && broken !== src) {
    const inView = slot?.inView ?? false;
    return (
      <img
        src={src}
        srcSet={entry.thumbnail_srcset ?? undefined}
        sizes={entry.thumbnail_srcset && slot ? `${drawnWidth(slot, entry.width, entry.height)}px` : undefined}
        width={entry.width ?? undefined}
        height={entry.height ?? undefined}
        alt=""
        loading={inView ? 'eager' : 'lazy'}
        fetchPriority={inView ? 'high' : undefined}
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
