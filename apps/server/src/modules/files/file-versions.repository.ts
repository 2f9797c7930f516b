import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, fileVersions, storageDeletions, users } from '../../db/schema/index.ts';
import type { FileRow } from './files.repository.ts';

export type FileVersionRow = typeof fileVersions.$inferSelect;
/** The bytes a version is: what the file row takes over when it becomes current. */
export type VersionBytes = Pick<FileVersionRow, 'storageKey' | 'size' | 'contentType' | 'fileType' | 'checksum'>;

/** A file's versions (file_versions) and the swap of the file row to another version's bytes. */
export function createFileVersionsRepository(db: Db) {
  return {
    /** The file row, locked until the transaction ends: two new versions of one file wait for each other. */
    async lockFile(projectId: number, fileId: number, tx: Db) {
      const [row] = await tx.select().from(files).where(and(eq(files.projectId, projectId), eq(files.id, fileId))).for('update');
      return row;
    },

    /** Records v1 from the file row the first time the file gets another version; otherwise brings the current version's size up to date. */
    async recordCurrent(file: FileRow, tx: Db) {
      await tx
        .insert(fileVersions)
        .values({ fileId: file.id, version: file.version, storageKey: file.storageKey, size: file.size, contentType: file.contentType, fileType: file.fileType, checksum: file.checksum, width: file.width, height: file.height, uploadedById: file.uploadedById, createdAt: file.versionedAt })
        .onConflictDoUpdate({ target: [fileVersions.fileId, fileVersions.version], set: { width: file.width, height: file.height } });
    },

    async find(fileId: number, version: number, tx: Db = db) {
      const [row] = await tx.select().from(fileVersions).where(and(eq(fileVersions.fileId, fileId), eq(fileVersions.version, version)));
      return row;
    },

    /**
     * Makes `bytes` the file's new current version `version`: the row keeps its id, name, folder and
     * favourites; its derivatives are gone until made again, and their objects are queued for the sweeper.
     */
    async makeCurrent(file: FileRow, version: number, bytes: VersionBytes, by: { uploadedById: number | null; restoredFrom: number | null }, tx: Db) {
      const now = new Date();
      await tx.insert(fileVersions).values({ fileId: file.id, version, ...bytes, restoredFrom: by.restoredFrom, uploadedById: by.uploadedById, createdAt: now });
      const oldDerivatives = [file.thumbnailKey, file.thumbnailSmallKey, file.previewKey, file.proofKey, file.mlsKey].filter((key): key is string => key !== null);
      if (oldDerivatives.length) await tx.insert(storageDeletions).values(oldDerivatives.map((storageKey) => ({ storageKey }))).onConflictDoNothing();
      const [row] = await tx
        .update(files)
        .set({ ...bytes, version, versionedAt: now, width: null, height: null, thumbnailKey: null, thumbnailSmallKey: null, previewKey: null, proofKey: null, mlsKey: null, derivativeStatus: 'none', derivativeError: null })
        .where(eq(files.id, file.id))
        .returning();
      return row!;
    },

    /** A file's versions, newest first, with who uploaded each. */
    list(fileId: number) {
      return db
        .select({ version: fileVersions, uploadedByName: users.username })
        .from(fileVersions)
        .leftJoin(users, eq(users.id, fileVersions.uploadedById))
        .where(eq(fileVersions.fileId, fileId))
        .orderBy(desc(fileVersions.version));
    },

    /** Who uploaded the file's first bytes, for the one version a never-replaced file has. */
    async userName(id: number | null) {
      if (id === null) return null;
      const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, id));
      return row?.name ?? null;
    },

    /** The highest version number the file has had (a restore never reuses one). */
    async latest(fileId: number, tx: Db) {
      const [row] = await tx.select({ n: sql<number>`coalesce(max(${fileVersions.version}), 0)::int` }).from(fileVersions).where(eq(fileVersions.fileId, fileId));
      return row?.n ?? 0;
    },
  };
}

export type FileVersionsRepository = ReturnType<typeof createFileVersionsRepository>;
