import type { FileEntry } from '@portal/contract';
import { formatDate } from '@/lib/format';

export { formatFileSize } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MM-YYYY HH:mm' in the viewer's time zone; formatDate's words when absent or unreadable. */
export function formatUploadTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return formatDate(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A folder's own path: 'Exterior/Drone' for Drone inside Exterior. */
export const entryPath = (entry: Pick<FileEntry, 'folder_path' | 'name'>) => [entry.folder_path, entry.name].filter(Boolean).join('/');

// The file manager and the route table's early calls read the folder in the URL the same way.
export { normaliseFolderPath } from '@/lib/folder-path';

/** Folders first, then files, each in the server's order; filtered by name without case. */
export function visibleEntries(entries: readonly FileEntry[], search: string): FileEntry[] {
  const needle = search.trim().toLowerCase();
  const matches = needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : entries;
  return [...matches.filter((entry) => entry.is_folder), ...matches.filter((entry) => !entry.is_folder)];
}
