import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  timestamp,
  index,
  integer,
  uuid,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { projects } from './projects.ts';

/** Folders by full path inside a project ('' is the root, 'Exterior/Drone' a nested one). */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    parentPath: text('parent_path').notNull().default(''),
    /** False for an internal folder (RAW, selects): clients never see it nor anything under it. */
    clientVisible: boolean('client_visible').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('folders_project_path_idx').on(t.projectId, t.path),
    // Few folders are internal: a client's file queries look up only these.
    index('folders_internal_idx').on(t.projectId).where(sql`not ${t.clientVisible}`),
  ],
);

/** A stored file; the row exists only once its bytes are safely in the store. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    folderPath: text('folder_path').notNull().default(''),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    fileType: text('file_type', { enum: ['image', 'video', 'document', 'other'] }).notNull(),
    checksum: text('checksum'),
    width: integer('width'),
    height: integer('height'),
    thumbnailKey: text('thumbnail_key'),
    /** The thumbnail at 240 px; null for images processed before it was made (they show the one thumbnail). */
    thumbnailSmallKey: text('thumbnail_small_key'),
    previewKey: text('preview_key'),
    proofKey: text('proof_key'),
    mlsKey: text('mls_key'),
    /** The MLS rule the MLS copy was made under, `<long edge>x<max bytes>`; another rule makes it again. */
    mlsSpec: text('mls_spec'),
    /** What the file plays on the property website; null: by its type (images photos, videos videos). */
    mediaKind: text('media_kind', { enum: ['photo', 'video', 'floor_plan'] }),
    /** A video's poster: another image of the same project. */
    posterFileId: integer('poster_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    derivativeStatus: text('derivative_status', {
      enum: ['none', 'pending', 'processing', 'ready', 'failed', 'skipped'],
    })
      .notNull()
      .default('none'),
    derivativeError: text('derivative_error'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The version the row's bytes are (1 for the first upload); signed links are bound to it. */
    version: integer('version').notNull().default(1),
    /** When the current version was put in place: the web's cache-buster for thumbnails. */
    versionedAt: timestamp('versioned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_project_folder_name_idx').on(t.projectId, t.folderPath, t.fileName),
    index('files_project_idx').on(t.projectId),
  ],
);

/** A client's favourite photos; the account is a company or a client person. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountKind: text('account_kind', { enum: ['user', 'company'] }).notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_file_account_idx').on(t.fileId, t.accountKind, t.accountId),
    index('favourites_project_idx').on(t.projectId),
  ],
);

/**
 * An upload under way: its object is written under `storageKey` but no file row lists it yet. Streamed
 * uploads hold a row for their duration; direct uploads from `upload-url` until `files/confirm`. Rows
 * older than a day are abandoned uploads: the sweeper deletes their objects, then the rows.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: uuid('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    folderPath: text('folder_path').notNull().default(''),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    expectedSize: bigint('expected_size', { mode: 'number' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_idx').on(t.createdAt)],
);

/** Objects whose rows are gone (a deleted file or project): removed from the store after the commit, retried by the sweeper. */
export const storageDeletions = pgTable('storage_deletions', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Every version of a file once a second one is uploaded: v1 is recorded from the file row then.
 * The file row always holds the current version's bytes; a restore adds a new version with the
 * old one's bytes (`restoredFrom`), so version numbers only rise. Objects are deleted with the file.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    fileType: text('file_type', { enum: ['image', 'video', 'document', 'other'] }).notNull(),
    checksum: text('checksum'),
    width: integer('width'),
    height: integer('height'),
    restoredFrom: integer('restored_from'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('file_versions_file_version_idx').on(t.fileId, t.version)],
);
