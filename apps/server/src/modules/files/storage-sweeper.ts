import { resumableKeyPrefix, resumableOwner, type FileStore } from '../../storage/file-store.ts';
import { derivativeKeysOf, isDerivativeKey } from '../derivatives/index.ts';
import type { FilesRepository } from './files.repository.ts';

/** Default for UPLOAD_EXPIRY_HOURS: a pending upload untouched this long is abandoned. */
export const defaultAbandonedAfterMs = 24 * 3600 * 1000;
/** Where direct uploads land until confirm copies them to their file's key. */
export const directUploadPrefix = 'uploads/';
/** Where resumable (tus) uploads are written; a completed one keeps its key as its file's. */
export const resumableUploadPrefix = resumableKeyPrefix;

/** Removes a resumable upload through its tus store (on S3 that also aborts its multipart upload). */
export interface ResumableUploadRemover {
  remove(key: string): Promise<void>;
}
/** A temporary upload file not written to for this long belongs to an upload that died (a crash, a kill). */
export const interruptedAfterMs = 3600 * 1000;

/**
 * Removes from the store what no row lists any more: objects of deleted files (queued by a trigger),
 * partial files of uploads cut off by a crash, uploads abandoned for a day, and day-old objects
 * under uploads/ that no upload names. Runs as the scheduled `sweep.storage` job, and soon after a delete.
 */
export function createStorageSweeper({
  files,
  store,
  log,
  now = () => new Date(),
  abandonedAfterMs = defaultAbandonedAfterMs,
  resumable,
}: {
  files: FilesRepository;
  store: FileStore;
  log?: { info(details: object, message: string): void };
  now?: () => Date;
  abandonedAfterMs?: number;
  resumable?: ResumableUploadRemover;
}) {

  async function sweepOnce(abandonedBefore = new Date(now().getTime() - abandonedAfterMs)) {
    for (let keys = await files.queuedDeletions(); keys.length; keys = await files.queuedDeletions()) {
      // A confirmed upload's object now belongs to its file: queued when its pending row went, but kept.
      const inUse = await files.keysInUse(keys);
      // With each original go the derivatives a crashed job wrote but never recorded on the row.
      const unused = keys.filter((key) => !inUse.has(key));
      await store.delete([...new Set(unused.flatMap((key) => (isDerivativeKey(key) ? [key] : [key, ...derivativeKeysOf(key)])))]);
      await files.clearDeletions(keys);
    }
    for (const upload of await files.abandonedUploads(abandonedBefore)) {
      if (resumable && upload.storageKey.startsWith(resumableUploadPrefix)) await resumable.remove(upload.storageKey);
      await store.delete([upload.storageKey]);
      await files.removePendingUpload(upload.id);
    }
    await sweepStrayUploads(abandonedBefore);
    await sweepStrayResumable(abandonedBefore);
    // Temporary files age by the real clock (their mtime), whatever clock the rows use.
    const removed = await store.removeInterruptedUploads(new Date(Date.now() - interruptedAfterMs));
    if (removed) log?.info({ removed }, 'removed partial files of interrupted uploads');
  }

  /** Objects under uploads/ that no pending upload names: a PUT to an old upload URL after its confirm. */
  async function sweepStrayUploads(olderThan: Date) {
    const stale: string[] = [];
    for await (const object of store.list(directUploadPrefix)) if (object.modifiedAt < olderThan) stale.push(object.key);
    const inUse = await files.keysInUse(stale);
    const stray = stale.filter((key) => !inUse.has(key));
    if (stray.length) await store.delete(stray);
  }

  /**
   * Objects under tus/ that neither a file nor a running upload owns (a crash between steps), and the
   * info a completed upload no longer needs; a running upload's info stays.
   */
  async function sweepStrayResumable(olderThan: Date) {
    const stale: string[] = [];
    for await (const object of store.list(resumableUploadPrefix)) if (object.modifiedAt < olderThan) stale.push(object.key);
    const owners = [...new Set(stale.map(resumableOwner))];
    const inUse = await files.keysInUse(owners);
    const running = await files.pendingKeys(owners);
    const stray = stale.filter((key) => {
      const owner = resumableOwner(key);
      return owner === key ? !inUse.has(key) : !running.has(owner);
    });
    if (stray.length) await store.delete(stray);
  }

  return { sweepOnce };
}

export type StorageSweeper = ReturnType<typeof createStorageSweeper>;
