import type { FileEntry } from '@portal/contract';
import { File, FileImage, FileText, FileVideo, Folder } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The icon for a kind of entry, where there is no thumbnail. */
export function FileIcon({ entry, className }: { entry: Pick<FileEntry, 'file_type'>; className?: string }) {
  const Icon = { folder: Folder, image: FileImage, video: FileVideo, document: FileText, other: File }[entry.file_type] ?? File;
  return <Icon aria-hidden className={cn('size-10 text-muted-foreground', entry.file_type === 'folder' && 'fill-amber-200 text-amber-500 dark:fill-amber-900/60', className)} />;
}
