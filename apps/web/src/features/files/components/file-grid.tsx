import type { FileEntry } from '@portal/contract';
import { useRef } from 'react';
import { FileCard, type FileCardProps } from './file-card';
import { FolderCard, type FolderCardProps } from './folder-card';
import { gridIndexAttribute, RovingCardContext, useRovingGrid } from './roving-grid';
import { ThumbnailSlotContext } from './thumbnail-slot';
import { useElementWidth } from './use-element-width';
import { useRowWindow } from './use-row-window';

export const CARD_MIN_WIDTH = 144;
export const CARD_HEIGHT = 184;
export const GRID_GAP = 16;
const GRID_PADDING = 16;
/** A card's image area: the card less its border and its name and size lines (56 px). */
const THUMBNAIL_HEIGHT = CARD_HEIGHT - 2 - 56;

/** How many cards fit side by side in `width` pixels of content. */
export const columnsFor = (width: number) => Math.max(1, Math.floor((width - 2 * GRID_PADDING + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));

type Handlers = Omit<FileCardProps, 'entry'> & Omit<FolderCardProps, 'entry'>;

/**
 * Folder and file cards in rows of as many as fit. Only the rows near the visible part of the
 * scroll area are in the page, so a folder of thousands of files stays smooth. The grid is one
 * Tab stop; arrow keys, Home and End move between its cards.
 */
export function FileGrid({ entries, ...handlers }: Handlers & { entries: FileEntry[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = columnsFor(width);
  // Each card's image box, which the thumbnails' srcset is chosen for.
  const thumbnailWidth = Math.max(CARD_MIN_WIDTH, (width - 2 * GRID_PADDING - (columns - 1) * GRID_GAP) / columns) - 2;
  const rowCount = Math.ceil(entries.length / columns);
  const rowWindow = useRowWindow({ rowCount, rowSize: CARD_HEIGHT + GRID_GAP, paddingStart: GRID_PADDING, paddingEnd: GRID_PADDING - GRID_GAP, overscan: 3, scrollRef });
  const roving = useRovingGrid(entries.length, columns, scrollRef, rowWindow.scrollToRow);

  return (
    <div ref={scrollRef} className="max-h-[max(24rem,calc(100svh-20rem))] overflow-y-auto overscroll-contain" style={{ contain: 'strict', height: rowWindow.totalSize }}>
      <div role="list" aria-label="Files and folders" className="relative w-full" style={{ height: rowWindow.totalSize }} onKeyDown={roving.onKeyDown}>
        {rowWindow.rows.map((row) => (
          <div
            key={row.index}
            role="presentation"
            className="absolute inset-x-0 top-0 grid"
            style={{
              transform: `translateY(${row.start}px)`,
              height: CARD_HEIGHT,
              gap: GRID_GAP,
              paddingInline: GRID_PADDING,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            <ThumbnailSlotContext value={{ width: thumbnailWidth, height: THUMBNAIL_HEIGHT, inView: rowWindow.inView(row.start) }}>
              {entries.slice(row.index * columns, (row.index + 1) * columns).map((entry, column) => {
                const index = row.index * columns + column;
                return (
                  <div role="listitem" key={entry.id} className="min-w-0" {...{ [gridIndexAttribute]: index }} onFocus={() => roving.setActive(index)}>
                    <RovingCardContext value={index === roving.activeIndex}>
                      {entry.is_folder ? <FolderCard entry={entry} {...handlers} /> : <FileCard entry={entry} {...handlers} />}
                    </RovingCardContext>
                  </div>
                );
              })}
            </ThumbnailSlotContext>
          </div>
        ))}
      </div>
    </div>
  );
}
