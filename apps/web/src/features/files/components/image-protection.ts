import type { MouseEvent } from 'react';
import { notifyError } from '@/lib/notify';

export const PAY_TO_DOWNLOAD = 'Please pay the invoice to download files.';
export const IMAGE_PROTECTION = 'Right-click and save is disabled for image protection.';

/** A client with an unpaid invoice asked for a download. */
export const notifyDownloadRestricted = () => void notifyError('Download Restricted', PAY_TO_DOWNLOAD);

/** Blocks the browser's "Save image as" menu on a client's image and says why. */
export function blockImageMenu(event: MouseEvent, locked: boolean) {
  event.preventDefault();
  event.stopPropagation();
  void (locked ? notifyError('Access Restricted', PAY_TO_DOWNLOAD) : notifyError(IMAGE_PROTECTION));
}
