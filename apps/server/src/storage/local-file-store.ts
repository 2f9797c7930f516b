import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { NotFoundInStore, type FileStore, type StoredObject } from './file-store.ts';

const TEMP_DIR = '.tmp';
const HEALTH_DIR = '.health';

const readChunkBytes = 1024 * 1024;

/** Files under `root/<key>`; uploads land in `root/.tmp` first and are renamed into place when complete. */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const tempDir = path.join(base, TEMP_DIR);

  return {
    kind: 'local',
    async check() {
      const probeDir = path.join(base, HEALTH_DIR);
      await mkdir(probeDir, { recursive: true });
      const probe = path.join(probeDir, randomUUID());
      await writeFile(probe, 'ok');
      try {
        if ((await readFile(probe, 'utf8')) !== 'ok') throw new Error('read back differs');
      } finally {
        await rm(probe, { force: true });
      }
    },

    async put(key, body, options = {}) {
      const target = resolveKey(base, key);
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      let size: number;
      try {
        // A large buffer lets the stream gather chunks into one writev; bytesWritten counts them.
        const file = createWriteStream(temp, { flags: 'wx', highWaterMark: 4 * 1024 * 1024 });
        await pipeline(body, file);
        size = file.bytesWritten;
        if (options.size !== undefined && options.size !== size) {
          throw new Error(`Expected ${options.size} bytes for ${key}, received ${size}`);
        }
        await moveIntoPlace(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key, range) {
      const file = resolveKey(base, key);
      if (range) assertRange(range);
      // Opened before returning, so a missing object rejects here instead of erroring the stream.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw isMissing(error) ? new NotFoundInStore(key) : error;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new NotFoundInStore(key);
      }
      // 1 MiB reads: a 2 GiB ZIP or download is 2,048 chunks instead of 32,768, each with its CRC, yield and socket write.
      return handle.createReadStream({ highWaterMark: readChunkBytes, ...(range && { start: range.start, end: range.end }) });
    },

    async localPath(key) {
      const file = resolveKey(base, key);
      if (!(await statObject(key, file))) throw new NotFoundInStore(key);
      return file;
    },

    async stat(key) {
      return statObject(key, resolveKey(base, key));
    },

    async delete(keys) {
      for (const key of keys) {
        const file = resolveKey(base, key);
        await rm(file, { force: true });
        await removeEmptyParents(base, path.dirname(file));
      }
    },

    list(prefix) {
      return listObjects(base, prefix);
    },

    removeInterruptedUploads(untouchedSince) {
      return sweepLocalTemp(base, untouchedSince);
    },

    async downloadUrl() {
      return undefined;
    },

    async uploadUrl() {
      return undefined;
    },
  };
}

/** Deletes uploads a crash left in `root/.tmp` that have not been written to since `untouchedSince`; returns how many. */
async function sweepLocalTemp(root: string, untouchedSince: Date): Promise<number> {
  const tempDir = path.join(root, TEMP_DIR);
  const entries = await readdir(tempDir).catch((error: NodeJS.ErrnoException) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const cutoff = untouchedSince.getTime();
  let removed = 0;
  for (const name of entries) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtimeMs >= cutoff) continue;
    await rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}

/** The absolute path of a key; keys come from the app, but a bad one must never reach outside root. */
function resolveKey(base: string, key: string): string {
  assertKeyShape(key, 'key');
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.')) throw new Error(`Invalid store key: ${key}`);
  if (segments[0] === TEMP_DIR || segments[0] === HEALTH_DIR) throw new Error(`Reserved store key: ${key}`);
  const file = path.resolve(base, key);
  if (!file.startsWith(base + path.sep)) throw new Error(`Store key outside the store: ${key}`);
  return file;
}

function assertKeyShape(value: string, what: string) {
  if (
    typeof value !== 'string' ||
    value.startsWith('/') ||
    path.isAbsolute(value) ||
    value.includes('\\') ||
    value.includes('\0') ||
    value.split('/').includes('..')
  ) {
    throw new Error(`Invalid store ${what}: ${JSON.stringify(value)}`);
  }
}

function assertRange(range: { start: number; end: number }) {
  if (!Number.isInteger(range.start) || !Number.isInteger(range.end) || range.start < 0 || range.end < range.start) {
    throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
  }
}

async function moveIntoPlace(temp: string, target: string) {
  // A concurrent delete may remove a freshly made parent (empty-directory cleanup), even while
  // mkdir is still making the ones below it; make them again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
      return;
    } catch (error) {
      if (attempt >= 3 || !isMissing(error as NodeJS.ErrnoException)) throw error;
    }
  }
}

async function removeEmptyParents(base: string, dir: string) {
  while (dir !== base && dir.startsWith(base + path.sep)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty, already gone or busy: leave it
    }
    dir = path.dirname(dir);
  }
}

async function statObject(key: string, file: string): Promise<StoredObject | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : undefined;
  } catch (error) {
    if (isMissing(error as NodeJS.ErrnoException)) return undefined;
    throw error;
  }
}

async function* listObjects(base: string, prefix: string): AsyncGenerator<StoredObject> {
  assertKeyShape(prefix, 'prefix');
  // Walk only the directory the prefix names fully; the rest of the prefix filters its entries.
  const dirKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const first = dirKey.split('/')[0];
  if (first === TEMP_DIR || first === HEALTH_DIR) return;
  yield* walk(path.join(base, dirKey), dirKey, prefix);
}

async function* walk(dir: string, dirKey: string, prefix: string): AsyncGenerator<StoredObject> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error as NodeJS.ErrnoException)) return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (dirKey === '' && (entry.name === TEMP_DIR || entry.name === HEALTH_DIR)) continue;
    const key = dirKey + entry.name;
    if (entry.isDirectory()) {
      // The walk starts in the prefix's own directory, so below it a directory either matches or not.
      if ((key + '/').startsWith(prefix)) {
        yield* walk(path.join(dir, entry.name), key + '/', prefix);
      }
    } else if (entry.isFile() && key.startsWith(prefix)) {
      const object = await statObject(key, path.join(dir, entry.name));
      if (object) yield object;
    }
  }
}

function isMissing(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ENOENT' || error.code === 'ENOTDIR';
}
