import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { DerivativeKind } from './image-processor.ts';

export type DerivativeKeys = Record<DerivativeKind, string>;

/** A file without derivatives lists none, so sweeping their objects leaves no link to a missing object. */
const noDerivatives = { thumbnailKey: null, thumbnailSmallKey: null, previewKey: null, proofKey: null, mlsKey: null, mlsSpec: null };

/** The derivative state on file rows; the work itself is a `derivatives.make` job. */
export function createDerivativeFilesRepository(db: Db) {
  return {
    /** Marks a new file's derivatives as queued; pass the caller's `tx` so it commits with the file row and its job. */
    async markPending(fileId: number, tx: Db = db) {
      await tx.update(files).set({ derivativeStatus: 'pending', derivativeError: null }).where(eq(files.id, fileId));
    },

    /** Records why a file gets no derivatives (too large, unreadable). */
    async markSkipped(fileId: number, reason: string, tx: Db = db) {
      await tx.update(files).set({ ...noDerivatives, derivativeStatus: 'skipped', derivativeError: reason }).where(eq(files.id, fileId));
    },

    /** Marks the file as being processed and returns where its original is; undefined when the file is gone. */
    async startProcessing(fileId: number) {
      const [file] = await db
        .update(files)
        .set({ derivativeStatus: 'processing' })
        .where(eq(files.id, fileId))
        .returning({ id: files.id, storageKey: files.storageKey, contentType: files.contentType, size: files.size });
      return file;
    },

    async storageKeyOf(fileId: number) {
      const [file] = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
      return file?.storageKey;
    },

    /** Records the derivatives (and the MLS rule they were made by) on the file in `tx`; false when the file row was deleted, or got a new version, meanwhile. */
    async complete(fileId: number, keys: DerivativeKeys, size: { width: number; height: number }, tx: Db, storageKey?: string, mlsSpec: string | null = null) {
      const updated = await tx
        .update(files)
        .set({ thumbnailKey: keys.thumbnail, thumbnailSmallKey: keys.thumbnail_small, previewKey: keys.preview, proofKey: keys.proof, mlsKey: keys.mls, mlsSpec, width: size.width, height: size.height, derivativeStatus: 'ready', derivativeError: null })
        .where(and(eq(files.id, fileId), storageKey === undefined ? undefined : eq(files.storageKey, storageKey)))
        .returning({ id: files.id });
      return updated.length > 0;
    },

    /** A failed attempt: pending again while it will be retried; failed, with no derivatives listed, once it will not. */
    async settle(fileId: number, outcome: 'retrying' | 'failed', error: string, tx: Db) {
      const values = outcome === 'retrying' ? { derivativeStatus: 'pending' as const } : { ...noDerivatives, derivativeStatus: 'failed' as const, derivativeError: error };
      await tx.update(files).set(values).where(eq(files.id, fileId));
    },
  };
}

export type DerivativeFilesRepository = ReturnType<typeof createDerivativeFilesRepository>;
