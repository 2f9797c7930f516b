/** The file grid's measures (CSS pixels), shared by the grid and by what loads its first thumbnails ahead of it. */
export const CARD_MIN_WIDTH = 144;
export const CARD_HEIGHT = 184;
export const GRID_GAP = 16;
export const GRID_PADDING = 16;
/** A card's image area: the card less its border and its name and size lines (56 px). */
export const THUMBNAIL_HEIGHT = CARD_HEIGHT - 2 - 56;
/** A row of the grid: its cards and the gap below them. */
export const GRID_ROW_SIZE = CARD_HEIGHT + GRID_GAP;

/** How many cards fit side by side in `width` pixels of content. */
export const columnsFor = (width: number) => Math.max(1, Math.floor((width - 2 * GRID_PADDING + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));

/** The width of each card's image box in a grid `width` pixels wide: what the thumbnails' srcset is chosen for. */
export function thumbnailWidthFor(width: number) {
  const columns = columnsFor(width);
  return Math.max(CARD_MIN_WIDTH, (width - 2 * GRID_PADDING - (columns - 1) * GRID_GAP) / columns) - 2;
}

/**
 * The width of a client gallery's grid in a window `viewportWidth` wide: less the page's side
 * padding and the card's border, and from 768 px the sidebar too (measured in the layout). A guess
 * the grid measures before it paints: should the layout change, a wrong guess costs a second render
 * before the first paint, and the thumbnails asked ahead of the grid may be of a neighbouring size.
 */
export const expectedGridWidth = (viewportWidth: number) => viewportWidth - (viewportWidth < 768 ? 34 : 306);

/** The grid's scroll area is at least this tall (rem)... */
const GRID_MIN_REM = 24;
/** ...else the window less the page above and below it (rem). */
const PAGE_AROUND_GRID_REM = 20;
/** The grid's scroll area's max-height, as CSS. */
export const GRID_MAX_HEIGHT = `max(${GRID_MIN_REM}rem, calc(100svh - ${PAGE_AROUND_GRID_REM}rem))`;
const REM_PX = 16;

/**
 * The visible height of the grid's scroll area in a window `viewportHeight` tall (GRID_MAX_HEIGHT
 * with a 16 px rem), for a grid taller than that. Like `expectedGridWidth`, a guess the grid
 * measures before it paints, so its first render already holds the rows in view.
 */
export const expectedGridHeight = (viewportHeight: number) => Math.max(GRID_MIN_REM * REM_PX, viewportHeight - PAGE_AROUND_GRID_REM * REM_PX);

/**
 * How many rows of cards show, wholly or in part, in a grid scroll area `gridHeight` tall, scrolled
 * to its top: those starting above its bottom edge, as the grid's row window counts them in view.
 */
export const rowsInView = (gridHeight: number) => Math.max(0, Math.ceil((gridHeight - GRID_PADDING) / GRID_ROW_SIZE));
