import type { FileEntry } from '@portal/contract';
import { versionedUrl } from '@/lib/versioned-url';
import { columnsFor, expectedGridHeight, expectedGridWidth, rowsInView, THUMBNAIL_HEIGHT, thumbnailWidthFor } from './components/grid-geometry';
import { drawnWidth } from './components/thumbnail-slot';

/** What the first screen asks of each thumbnail: the same link, sizes and srcset as its `<img>` in the grid. */
export interface ThumbnailRequest {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** Loads are kept here until they end, so nothing collects an image still arriving. */
const arriving = new Set<HTMLImageElement>();

function loadImage({ src, srcset, sizes }: ThumbnailRequest) {
  const image = new Image();
  image.decoding = 'async';
  image.fetchPriority = 'high';
  if (srcset && sizes) {
    image.sizes = sizes;
    image.srcset = srcset;
  }
  image.src = src;
  arriving.add(image);
  image.onload = image.onerror = () => arriving.delete(image);
}

/**
 * The thumbnails of the first screen of a gallery, asked for as soon as its file list arrives,
 * while the screen renders: on a phone that render takes longer than the thumbnails' round trip.
 * `entries` in the grid's order. Each is asked for as its card will ask (same link, srcset and
 * sizes, for the grid's width and height estimated from the viewport), so the browser reuses the answer.
 */
export function warmFirstThumbnails(
  entries: readonly FileEntry[],
  viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
  load: (request: ThumbnailRequest) => void = loadImage,
) {
  const gridWidth = expectedGridWidth(viewport.width);
  const slot = { width: thumbnailWidthFor(gridWidth), height: THUMBNAIL_HEIGHT };
  // The grid's scroll area shows less than the window: the page's header and banners sit above it.
  const firstScreen = columnsFor(gridWidth) * rowsInView(expectedGridHeight(viewport.height));
  const requests = entries.slice(0, firstScreen).flatMap((entry): ThumbnailRequest[] => {
    const src = versionedUrl(entry.thumbnail_url, entry.versioned_at);
    if (!src) return [];
    return [entry.thumbnail_srcset ? { src, srcset: entry.thumbnail_srcset, sizes: `${drawnWidth(slot, entry.width, entry.height)}px` } : { src }];
  });
  requests.forEach(load);
  return requests;
}
