import type { FileEntry, FileVariant } from '@portal/contract';
import { lazy, type ReactElement } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';

export type DownloadVariant = Extract<FileVariant, 'original' | 'mls'>;

const DownloadSizeMenu = lazy(() => import('./download-size-menu'));

/** A photo's download sizes: the original upload, or the smaller MLS listing size. The menu loads when first opened. */
export function DownloadMenu({ entry, onDownload, children }: { entry: FileEntry; onDownload: (entry: FileEntry, variant: DownloadVariant) => void; children: ReactElement }) {
  return <DeferredMenu trigger={children} menu={(trigger) => <DownloadSizeMenu entry={entry} onDownload={onDownload} trigger={trigger} />} />;
}
