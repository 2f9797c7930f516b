/** A file to upload and the folder it goes to, relative to the folder being viewed ('' for that folder itself). */
export interface PickedFile {
  file: File;
  folderPath: string;
}

/** Joins folder paths, dropping empty parts: ('Shoot', 'Exterior/Front') → 'Shoot/Exterior/Front'. */
export function joinFolder(...parts: string[]): string {
  return parts
    .flatMap((part) => part.split('/'))
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/');
}

/** The folder of a path such as 'Shoot/Exterior/a.jpg' → 'Shoot/Exterior'; '' for a bare name. */
const folderOf = (relativePath: string) => {
  const parts = relativePath.split('/').filter(Boolean);
  return parts.slice(0, -1).join('/');
};

/**
 * Files from a file input: with `webkitdirectory` each file carries its path under the chosen
 * folder ('Shoot/Exterior/a.jpg'), so the structure is kept, the chosen folder included.
 */
export function filesFromInput(files: FileList | readonly File[]): PickedFile[] {
  return Array.from(files).map((file) => ({ file, folderPath: folderOf(file.webkitRelativePath ?? '') }));
}

const readBatch = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every file under an entry, depth first; a directory reader answers in batches until an empty one. */
async function walk(entry: FileSystemEntry, folderPath: string, into: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    into.push({ file: await fileOf(entry as FileSystemFileEntry), folderPath });
    return;
  }
  if (!entry.isDirectory) return;
  const inside = joinFolder(folderPath, entry.name);
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  for (let batch = await readBatch(reader); batch.length > 0; batch = await readBatch(reader)) children.push(...batch);
  children.sort((a, b) => a.name.localeCompare(b.name));
  for (const child of children) await walk(child, inside, into);
}

/**
 * The files of a drop, whole folders included with their structure. The entries must be taken
 * while the drop event runs (the browser empties the DataTransfer after it), so call this from
 * the handler and await the answer afterwards. Without entry support (older browsers, tests), the
 * plain file list is used.
 */
export function filesFromDrop(dataTransfer: DataTransfer): Promise<PickedFile[]> {
  const items = Array.from(dataTransfer.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return Promise.resolve(Array.from(dataTransfer.files).map((file) => ({ file, folderPath: '' })));
  }
  return (async () => {
    const picked: PickedFile[] = [];
    for (const entry of entries) await walk(entry!, '', picked);
    return picked;
  })();
}
