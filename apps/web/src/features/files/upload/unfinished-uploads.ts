/**
 * The uploads of this browser that have not finished, kept in localStorage so a reloaded page can
 * offer to continue them. The bytes the server already holds are found again by tus's own
 * fingerprint store; this list only says what to ask the person for, since a browser cannot open
 * a file again without them choosing it.
 */
export interface UnfinishedUpload {
  projectId: number;
  name: string;
  size: number;
  lastModified: number;
  /** From the project's root. */
  folderPath: string;
  /** Bytes the server held when last heard of. */
  loaded: number;
  savedAt: number;
}

const KEY = 'portal.uploads.unfinished';
/** The server expires abandoned uploads; a week-old entry is long gone there too. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

type Identity = Pick<UnfinishedUpload, 'projectId' | 'name' | 'size' | 'lastModified' | 'folderPath'>;

/** One string per file and destination: the tus fingerprint, and this list's key. */
export const fingerprintOf = (upload: Identity) =>
  ['portal-tus', upload.projectId, upload.folderPath, upload.name, upload.size, upload.lastModified].join(':');

function readAll(): UnfinishedUpload[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    const fresh = Date.now() - KEEP_MS;
    return (parsed as UnfinishedUpload[]).filter((entry) => entry && typeof entry.name === 'string' && typeof entry.projectId === 'number' && entry.savedAt > fresh);
  } catch {
    return [];
  }
}

function writeAll(entries: UnfinishedUpload[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): resuming after a reload is then not offered.
  }
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

export function subscribeUnfinished(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function rememberUnfinished(upload: Identity, loaded: number) {
  const key = fingerprintOf(upload);
  const others = readAll().filter((entry) => fingerprintOf(entry) !== key);
  writeAll([...others, { ...upload, loaded, savedAt: Date.now() }]);
}

export function forgetUnfinished(upload: Identity) {
  const key = fingerprintOf(upload);
  const entries = readAll();
  const kept = entries.filter((entry) => fingerprintOf(entry) !== key);
  if (kept.length !== entries.length) writeAll(kept);
}

export function unfinishedFor(projectId: number): UnfinishedUpload[] {
  return readAll().filter((entry) => entry.projectId === projectId);
}

export function forgetAllUnfinished(projectId: number) {
  writeAll(readAll().filter((entry) => entry.projectId !== projectId));
}

const DONE_KEY = 'portal.uploads.done';
const DONE_KEPT = 500;

function readDone(): { key: string; at: number }[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(DONE_KEY) ?? '[]') as unknown;
    const fresh = Date.now() - KEEP_MS;
    return Array.isArray(parsed) ? (parsed as { key: string; at: number }[]).filter((entry) => typeof entry?.key === 'string' && entry.at > fresh) : [];
  } catch {
    return [];
  }
}

/** Notes a finished upload, so giving its whole folder again to continue the rest does not send it twice. */
export function rememberDone(upload: Identity) {
  const key = fingerprintOf(upload);
  const kept = readDone().filter((entry) => entry.key !== key).slice(-(DONE_KEPT - 1));
  try {
    localStorage.setItem(DONE_KEY, JSON.stringify([...kept, { key, at: Date.now() }]));
  } catch {
    // Storage refused: a resumed folder may then send a finished file again (as a new copy).
  }
}

export function wasDone(upload: Identity): boolean {
  const key = fingerprintOf(upload);
  return readDone().some((entry) => entry.key === key);
}

/** The unfinished upload this file continues, if it is the same file (name, size, date) of this project. */
export function matchUnfinished(projectId: number, file: File, unfinished = unfinishedFor(projectId)): UnfinishedUpload | undefined {
  return unfinished.find((entry) => entry.name === file.name && entry.size === file.size && entry.lastModified === file.lastModified);
}
