import { mkdtemp, rm } from 'node:fs/promises';
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
export async function withOriginalFile<T>(store: FileStore, key: string, work: (file: string) => Promise<T>): Promise<T> {
  if (store.localPath) return work(await store.localPath(key));
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-original-'));
  try {
    const file = path.join(dir, 'original');
    await pipeline(await store.get(key), createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
