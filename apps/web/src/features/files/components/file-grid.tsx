import type { FileEntry } from '@portal/contract';
import { useRef } from 'react';
import { FileCard, type FileCardProps } from './file-card';
import { FolderCard, type FolderCardProps } from './folder-card';
import { CARD_HEIGHT, columnsFor, expectedGridHeight, expectedGridWidth, GRID_GAP, GRID_MAX_HEIGHT, GRID_PADDING, GRID_ROW_SIZE, THUMBNAIL_HEIGHT, thumbnailWidthFor } from './grid-geometry';
import { gridIndexAttribute, RovingCardContext, useRovingGrid } from './roving-grid';
import { ThumbnailSlotContext } from './thumbnail-slot';
import { useElementWidth } from './use-element-width';
import { useRowWindow } from './use-row-window';


type Handlers = Omit<FileCardProps, 'entry'> & Omit<FolderCardProps, 'entry'>;

/**
 * Folder and file cards in rows of as many as fit. Only the rows near the visible part of the
 * scroll area are in the page, so a folder of thousands of files stays smooth. The grid is one
 * Tab stop; arrow keys, Home and End move between its cards.
 */
export function FileGrid({ entries, ...handlers }: Handlers & { entries: FileEntry[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Read once, as the grid mounts: reading the window's width on every render would make the browser lay the page out each time.
  const width = useElementWidth(scrollRef, () => expectedGridWidth(document.documentElement.clientWidth));
  const columns = columnsFor(width);
  const thumbnailWidth = thumbnailWidthFor(width);
  const rowCount = Math.ceil(entries.length / columns);
  const rowWindow = useRowWindow({
    rowCount,
    rowSize: GRID_ROW_SIZE,
    paddingStart: GRID_PADDING,
    paddingEnd: GRID_PADDING - GRID_GAP,
    overscan: 3,
    scrollRef,
    expectedHeight: () => expectedGridHeight(document.documentElement.clientHeight),
  });
  const roving = useRovingGrid(entries.length, columns, scrollRef, rowWindow.scrollToRow);

  return (
    <div ref={scrollRef} className="overflow-y-auto overscroll-contain" style={{ contain: 'strict', height: rowWindow.totalSize, maxHeight: GRID_MAX_HEIGHT }}>
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
