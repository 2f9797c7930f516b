import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * Runs `work` with the original on this machine's disk, so the decoder reads it in pieces and never
 * holds it whole: the store's own file on local disk, or a temporary copy streamed from S3 and
 * removed afterwards.
 */
const copyPrefix = 'portal-original-';
/** A copy this old belongs to a job whose instance died mid-job (no derivative run takes this long). */
export const staleCopyAfterMs = 3600 * 1000;

export async function withOriginalFile<T>(store: FileStore, key: string, work: (file: string) => Promise<T>): Promise<T> {
  if (store.localPath) return work(await store.localPath(key));
  const dir = await mkdtemp(path.join(tmpdir(), copyPrefix));
  try {
    const file = path.join(dir, 'original');
    await pipeline(await store.get(key), createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes the copies that instances killed mid-job left behind; answers how many went. */
export async function removeStaleOriginalCopies(untouchedSince: Date, dir = tmpdir()) {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.startsWith(copyPrefix)) continue;
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => undefined);
    if (info && info.mtime < untouchedSince) {
      await rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
