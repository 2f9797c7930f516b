import { createContext } from 'react';

/** The box a grid gives each thumbnail (CSS pixels), and whether the card is in view when the grid first shows. */
export interface ThumbnailSlot {
  width: number;
  height: number;
  inView: boolean;
}

/** Set by the grid for each row; a thumbnail outside a grid loads lazily into a box of the smallest card. */
export const ThumbnailSlotContext = createContext<ThumbnailSlot | null>(null);

/**
 * The width an image is drawn at in its box: the thumbnail covers the box, so a landscape photo in a
 * narrow, short box is drawn wider than the box (its sides cut off). This is the `sizes` its srcset needs.
 */
export function drawnWidth(slot: Pick<ThumbnailSlot, 'width' | 'height'>, imageWidth: number | null, imageHeight: number | null): number {
  if (!imageWidth || !imageHeight) return Math.ceil(slot.width);
  return Math.ceil(Math.max(slot.width, (slot.height * imageWidth) / imageHeight));
}
