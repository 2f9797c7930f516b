import { and, asc, count, eq, exists, getTableColumns, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import { clientVisiblePaths } from '../../access/internal-folders.ts';
import type { Db } from '../../db/client.ts';
import { derivativeKey, derivativeKinds } from '../derivatives/image-processor.ts';
import { favourites, files, fileVersions, folders, pendingUploads, storageDeletions } from '../../db/schema/index.ts';
import type { FavouriteAccount } from './favourites.repository.ts';

export type FileRow = typeof files.$inferSelect;
export type FolderRow = typeof folders.$inferSelect & { itemCount: number };
export type NewFile = typeof files.$inferInsert;
export type PendingUpload = typeof pendingUploads.$inferSelect;

const derivativeSuffixes = derivativeKinds.map((kind) => derivativeKey('', kind));

/** The folder path and every folder inside it, as a condition on a path column. */
const atOrUnder = (column: typeof files.folderPath | typeof folders.path, folderPath: string): SQL | undefined =>
  folderPath === '' ? undefined : or(eq(column, folderPath), sql`starts_with(${column}, ${`${folderPath}/`})`);

/** Every path from the root down to `folderPath`: 'A/B' -> ['A', 'A/B']. */
const pathPrefixes = (folderPath: string) => folderPath.split('/').filter(Boolean).map((_, i, parts) => parts.slice(0, i + 1).join('/'));

/** What a ZIP needs of each file. */
const zipColumns = { id: files.id, folderPath: files.folderPath, fileName: files.fileName, storageKey: files.storageKey, size: files.size, createdAt: files.createdAt };

/** The actor's view of files and folders: internal folders and their contents only for those who see them. */
const visibleFiles = (actor: Actor) => clientVisiblePaths(actor, files.projectId, files.folderPath);
const visibleFolders = (actor: Actor) => clientVisiblePaths(actor, folders.projectId, folders.path);

/** Files and folders of a project. Callers check the project is in the actor's scope first. */
export function createFilesRepository(db: Db) {
  /**
   * Each file's favourite marks, looked up per file row through the (file_id, account) index: how
   * many accounts marked it and whether the viewing client is one. A lateral join keeps this plan
   * without table statistics (PGlite has no autovacuum), where a grouped join was rescanned per file.
   */
  function filesWithMarks(viewer: FavouriteAccount | null) {
    const mine = viewer ? sql`coalesce(bool_or(${favourites.accountKind} = ${viewer.kind} and ${favourites.accountId} = ${viewer.id}), false)` : sql`false`;
    const marks = db
      .select({ count: sql<number>`count(*)::int`.as('favourite_count'), mine: sql<boolean>`${mine}`.as('is_mine') })
      .from(favourites)
      .where(eq(favourites.fileId, files.id))
      .as('marks');
    const query = db.select({ ...getTableColumns(files), favouriteCount: marks.count, isFavourite: marks.mine }).from(files).leftJoinLateral(marks, sql`true`);
    return { query, marks };
  }

  return {
    async folderExists(projectId: number, folderPath: string, tx: Db = db) {
      if (folderPath === '') return true;
      const [row] = await tx.select({ id: folders.id }).from(folders).where(and(eq(folders.projectId, projectId), eq(folders.path, folderPath)));
      return Boolean(row);
    },

    /** The outermost internal folder that is `folderPath` or holds it, or null. */
    async internalFolderAt(projectId: number, folderPath: string) {
      const paths = pathPrefixes(folderPath);
      if (paths.length === 0) return null;
      const [row] = await db
        .select({ path: folders.path })
        .from(folders)
        .where(and(eq(folders.projectId, projectId), inArray(folders.path, paths), eq(folders.clientVisible, false)))
        .orderBy(asc(sql`length(${folders.path})`))
        .limit(1);
      return row?.path ?? null;
    },

    /** Whether the folder exists and the actor may see it (a client not an internal one). */
    async seesFolder(actor: Actor, projectId: number, folderPath: string) {
      if (folderPath === '') return true;
      const [row] = await db.select({ id: folders.id }).from(folders).where(and(eq(folders.projectId, projectId), eq(folders.path, folderPath), visibleFolders(actor)));
      return Boolean(row);
    },

    /**
     * The folders and files directly inside a folder the actor sees, folders with how many items each
     * holds (for a client, inside a visible folder only its internal subfolders are hidden), files with their favourite marks.
     */
    async listFolder(actor: Actor, projectId: number, folderPath: string, viewer: FavouriteAccount | null) {
      const visibleChild = clientVisiblePaths(actor, sql`f.project_id`, sql`f.path`);
      const childFolders = sql`(select count(*) from ${folders} f where f.project_id = ${folders.projectId} and f.parent_path = ${folders.path}${visibleChild ? sql` and ${visibleChild}` : sql``})`;
      const childFiles = sql`(select count(*) from ${files} c where c.project_id = ${folders.projectId} and c.folder_path = ${folders.path})`;
      const [folderRows, fileRows] = await Promise.all([
        db
          .select({ folder: folders, itemCount: sql<number>`(${childFolders} + ${childFiles})::int` })
          .from(folders)
          .where(and(eq(folders.projectId, projectId), eq(folders.parentPath, folderPath), visibleFolders(actor)))
          .orderBy(asc(folders.name)),
        filesWithMarks(viewer).query.where(and(eq(files.projectId, projectId), eq(files.folderPath, folderPath), visibleFiles(actor))).orderBy(asc(files.fileName)),
      ]);
      return { folders: folderRows.map(({ folder, itemCount }) => ({ ...folder, itemCount })), files: fileRows };
    },

    /** Every file of the project the actor sees that any account marked, from all folders, in path order. */
    listFavourites(actor: Actor, projectId: number, viewer: FavouriteAccount | null) {
      const { query, marks } = filesWithMarks(viewer);
      return query.where(and(eq(files.projectId, projectId), gt(marks.count, 0), visibleFiles(actor))).orderBy(asc(files.folderPath), asc(files.fileName));
    },

    /** The project's files with these ids that the actor sees, in path order: a revision editor's listing. */
    listByIds(actor: Actor, projectId: number, ids: number[], viewer: FavouriteAccount | null) {
      if (!ids.length) return Promise.resolve([]);
      return filesWithMarks(viewer).query.where(and(eq(files.projectId, projectId), inArray(files.id, ids), visibleFiles(actor))).orderBy(asc(files.folderPath), asc(files.fileName));
    },

    async findFile(actor: Actor, projectId: number, where: { id: number } | { folderPath: string; fileName: string }) {
      const match = 'id' in where ? eq(files.id, where.id) : and(eq(files.folderPath, where.folderPath), eq(files.fileName, where.fileName));
      const [row] = await db.select().from(files).where(and(eq(files.projectId, projectId), match, visibleFiles(actor)));
      return row;
    },

    /** A file by id from any project, unless it lies in a folder hidden from the actor; the caller checks the project. */
    async findFileById(actor: Actor, id: number) {
      const [row] = await db.select().from(files).where(and(eq(files.id, id), visibleFiles(actor)));
      return row;
    },

    async findFolder(projectId: number, folderId: number, tx: Db = db) {
      const [row] = await tx.select().from(folders).where(and(eq(folders.projectId, projectId), eq(folders.id, folderId)));
      return row;
    },

    /** Names already used by files in the folder. */
    async fileNamesIn(projectId: number, folderPath: string, tx: Db = db) {
      const rows = await tx.select({ name: files.fileName }).from(files).where(and(eq(files.projectId, projectId), eq(files.folderPath, folderPath)));
      return new Set(rows.map((r) => r.name));
    },

    /** Creates the folder (client-visible unless told) and any missing parents; answers false when the folder itself already existed. */
    async createFolders(projectId: number, folderPath: string, createdById: number | null, tx: Db = db, { clientVisible = true }: { clientVisible?: boolean } = {}) {
      let created = false;
      for (const path of pathPrefixes(folderPath)) {
        const slash = path.lastIndexOf('/');
        const inserted = await tx
          .insert(folders)
          .values({ projectId, path, name: path.slice(slash + 1), parentPath: slash < 0 ? '' : path.slice(0, slash), createdById, clientVisible: path === folderPath ? clientVisible : true })
          .onConflictDoNothing()
          .returning({ id: folders.id });
        created = inserted.length > 0;
      }
      return created;
    },

    async folderByPath(projectId: number, folderPath: string, tx: Db = db) {
      const [row] = await tx.select().from(folders).where(and(eq(folders.projectId, projectId), eq(folders.path, folderPath)));
      return row;
    },

    /** How many files and folders lie directly in a folder, internal ones included. */
    async itemCount(projectId: number, folderPath: string, tx: Db = db) {
      const [subfolders] = await tx.select({ n: count() }).from(folders).where(and(eq(folders.projectId, projectId), eq(folders.parentPath, folderPath)));
      const [inside] = await tx.select({ n: count() }).from(files).where(and(eq(files.projectId, projectId), eq(files.folderPath, folderPath)));
      return (subfolders?.n ?? 0) + (inside?.n ?? 0);
    },

    /** Marks a folder internal or client-visible; its subfolders keep their own mark. */
    setClientVisible: async (projectId: number, folderId: number, clientVisible: boolean, tx: Db = db) =>
      (await tx.update(folders).set({ clientVisible }).where(and(eq(folders.projectId, projectId), eq(folders.id, folderId))).returning())[0],

    insertFile: async (values: NewFile, tx: Db = db) => (await tx.insert(files).values(values).returning())[0]!,

    deleteFile: async (projectId: number, id: number, tx: Db = db) =>
      (await tx.delete(files).where(and(eq(files.projectId, projectId), eq(files.id, id))).returning({ id: files.id })).length > 0,

    /** Deletes a folder, its subfolders and every file in them (the trigger queues their objects). */
    async deleteFolderTree(projectId: number, folderPath: string, tx: Db = db) {
      await tx.delete(files).where(and(eq(files.projectId, projectId), atOrUnder(files.folderPath, folderPath)));
      await tx.delete(folders).where(and(eq(folders.projectId, projectId), atOrUnder(folders.path, folderPath)));
    },

    /** Everything inside a folder the actor sees, for its ZIP, in path order: the subfolders, then the files. */
    async treeUnder(actor: Actor, projectId: number, folderPath: string) {
      const [folderRows, fileRows] = await Promise.all([
        db.select().from(folders).where(and(eq(folders.projectId, projectId), atOrUnder(folders.path, folderPath), visibleFolders(actor))).orderBy(asc(folders.path)),
        db.select(zipColumns).from(files).where(and(eq(files.projectId, projectId), atOrUnder(files.folderPath, folderPath), visibleFiles(actor))).orderBy(asc(files.folderPath), asc(files.fileName)),
      ]);
      return { folders: folderRows, files: fileRows };
    },

    /** The project's favourite files the actor sees, for their ZIP, in path order; no folder entries. */
    async favouriteTree(actor: Actor, projectId: number) {
      const marked = db.select({ one: sql`1` }).from(favourites).where(eq(favourites.fileId, files.id));
      const fileRows = await db.select(zipColumns).from(files).where(and(eq(files.projectId, projectId), exists(marked), visibleFiles(actor))).orderBy(asc(files.folderPath), asc(files.fileName));
      return { folders: [] as Array<typeof folders.$inferSelect>, files: fileRows };
    },

    /** Whether the actor's ZIP of the folder (with its subfolders) or of the favourites would hold any file. */
    async hasFilesIn(actor: Actor, projectId: number, target: { folderPath: string; favourites: boolean }) {
      const marked = db.select({ one: sql`1` }).from(favourites).where(eq(favourites.fileId, files.id));
      const inTarget = target.favourites ? exists(marked) : atOrUnder(files.folderPath, target.folderPath);
      const where = and(eq(files.projectId, projectId), inTarget, visibleFiles(actor));
      const [row] = await db.select({ id: files.id }).from(files).where(where).limit(1);
      return Boolean(row);
    },

    addPendingUpload: async (values: typeof pendingUploads.$inferInsert) => void (await db.insert(pendingUploads).values(values)),
    findPendingUpload: async (id: string) => (await db.select().from(pendingUploads).where(eq(pendingUploads.id, id)))[0],
    /** A resumable upload that received bytes: its age, which the sweeper reads, starts again. */
    touchPendingUpload: async (id: string) => void (await db.update(pendingUploads).set({ createdAt: sql`now()` }).where(eq(pendingUploads.id, id))),
    /** The file whose bytes are under `key` (a completed resumable upload keeps its key). */
    fileByStorageKey: async (key: string) =>
      (await db.select({ id: files.id, projectId: files.projectId, size: files.size, uploadedById: files.uploadedById }).from(files).where(eq(files.storageKey, key)))[0],
    /** Whether the row was still there: a concurrent confirm of the same upload finds it gone. */
    removePendingUpload: async (id: string, tx: Db = db) => (await tx.delete(pendingUploads).where(eq(pendingUploads.id, id)).returning({ id: pendingUploads.id })).length > 0,
    abandonedUploads: (olderThan: Date, limit = 200) =>
      db.select().from(pendingUploads).where(lt(pendingUploads.createdAt, olderThan)).orderBy(asc(pendingUploads.createdAt)).limit(limit),

    queuedDeletions: async (limit = 500) =>
      (await db.select({ key: storageDeletions.storageKey }).from(storageDeletions).limit(limit)).map((r) => r.key),
    /**
     * Which of the keys a file or a pending upload still uses: those objects are never removed. A
     * derivative's key is its original's plus a suffix, so both are found by the original's key. An
     * earlier version keeps its original only: its derivatives went when it was replaced.
     */
    async keysInUse(keys: string[]) {
      const originalOf = (key: string) => {
        const suffix = derivativeSuffixes.find((end) => key.endsWith(end));
        return suffix ? key.slice(0, -suffix.length) : key;
      };
      const originals = [...new Set(keys.map(originalOf))];
      if (!originals.length) return new Set<string>();
      const [fileRows, pendingRows, versionRows] = await Promise.all([
        db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, originals)),
        db.select({ key: pendingUploads.storageKey }).from(pendingUploads).where(inArray(pendingUploads.storageKey, originals)),
        db.selectDistinct({ key: fileVersions.storageKey }).from(fileVersions).where(inArray(fileVersions.storageKey, originals)),
      ]);
      const used = new Set([...fileRows, ...pendingRows].map((row) => row.key));
      const versions = new Set(versionRows.map((row) => row.key));
      return new Set(keys.filter((key) => used.has(originalOf(key)) || versions.has(key)));
    },
    /** Which of the keys a pending upload writes to. */
    pendingKeys: async (keys: string[]) =>
      new Set(keys.length ? (await db.select({ key: pendingUploads.storageKey }).from(pendingUploads).where(inArray(pendingUploads.storageKey, keys))).map((row) => row.key) : []),
    clearDeletions: async (keys: string[]) => {
      if (keys.length) await db.delete(storageDeletions).where(inArray(storageDeletions.storageKey, keys));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
