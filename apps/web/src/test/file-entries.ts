/** Stand-ins for the FileSystemEntry objects a drop's `webkitGetAsEntry()` answers. */
export function fileEntry(file: File): FileSystemFileEntry {
  return { isFile: true, isDirectory: false, name: file.name, file: (resolve: (file: File) => void) => resolve(file) } as unknown as FileSystemFileEntry;
}

/** A folder whose reader answers one entry per call, then an empty batch, as a browser's reader ends. */
export function directory(name: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let next = 0;
      return { readEntries: (resolve: (entries: FileSystemEntry[]) => void) => resolve(children.slice(next, ++next)) };
    },
  } as unknown as FileSystemDirectoryEntry;
}
