import { randomUUID } from 'node:crypto';
import type { FileVersion } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { mayVersionFile, reachesFile } from '../../access/file-access.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { isoString } from '../../lib/list.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { toFileEntry } from './file-entries.ts';
import type { FileLinks } from './file-links.ts';
import type { FileVersionsRepository } from './file-versions.repository.ts';
import type { FileRow, FilesRepository } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';
import { storeUpload, type StoredUpload } from './store-upload.ts';
import type { DerivativeQueue, UploadPart } from './uploads.service.ts';

interface Deps {
  files: FilesRepository;
  versions: FileVersionsRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
  activity: ActivityRepository;
  transact: Transact;
  derivatives: DerivativeQueue;
  maxUploadBytes: number;
  /** The replaced version's derivatives are queued for removal: sweep soon. */
  onReplaced?: () => void;
}

export const versionField = 'file';
const fileNotFound = () => new AppError('NOT_FOUND', 'File not found.');
export const notYourRevisionFileMessage = 'Only staff, and the editor of an open revision request naming this file, may upload a new version of it.';

/**
 * New versions of a file (issue 19): the file keeps its id, name, folder and favourites; the bytes,
 * their type and derivatives change, and links signed to the old version stop working. Every
 * version is kept; a restore makes an old one's bytes the newest version.
 */
export function createFileVersionsService({ files, versions, gate, store, links, activity, transact, derivatives, maxUploadBytes, onReplaced }: Deps) {
  /** The file, when the actor may reach it: 404 for a file of another project or outside a revision editor's files. */
  async function reach(actor: Actor, projectId: number, fileId: number) {
    const context = await gate.open(actor, projectId);
    const file = await files.findFile(actor, projectId, { id: fileId });
    if (!file || !reachesFile(context.access, file.id)) throw fileNotFound();
    return { ...context, file };
  }

  /** Swaps the file to new bytes in one transaction, with its derivatives queued and the change on the timeline. */
  async function replace(actor: Actor, projectId: number, fileId: number, bytes: (file: FileRow, tx: Parameters<Parameters<Transact>[0]>[0]) => Promise<{ bytes: Parameters<FileVersionsRepository['makeCurrent']>[2]; restoredFrom: number | null }>) {
    const row = await transact(async (tx) => {
      const file = await versions.lockFile(projectId, fileId, tx);
      if (!file) throw fileNotFound();
      const next = await bytes(file, tx);
      await versions.recordCurrent(file, tx);
      const version = Math.max(file.version, await versions.latest(file.id, tx)) + 1;
      const updated = await versions.makeCurrent(file, version, next.bytes, { uploadedById: actor.kind === 'user' ? actor.id : null, restoredFrom: next.restoredFrom }, tx);
      const derivativeStatus = await derivatives.queue(updated, tx);
      const action = next.restoredFrom === null ? 'file.version_uploaded' : 'file.version_restored';
      await activity.record(actor, { action, entityType: 'project', entityId: projectId, detail: { file_id: file.id, name: file.fileName, version, ...(next.restoredFrom !== null && { restored_from: next.restoredFrom }) } }, tx);
      return { ...updated, derivativeStatus };
    });
    derivatives.wake();
    onReplaced?.();
    return row;
  }

  return {
    /** A multipart body with one file in the `file` field: stored under a key of its own, then made the current version. */
    async upload(actor: Actor, projectId: number, fileId: number, parts: AsyncIterable<UploadPart>) {
      requireAccess(actor, 'revisions.work');
      const { access } = await reach(actor, projectId, fileId);
      if (!mayVersionFile(actor, access, fileId)) throw new AppError('FORBIDDEN', notYourRevisionFileMessage);
      const key = `projects/${projectId}/${randomUUID()}`;
      const pendingId = randomUUID();
      let stored: StoredUpload | undefined;
      let written = false;
      try {
        for await (const part of parts) {
          if (part.kind === 'field') continue;
          if (part.fieldName !== versionField) invalidFields([{ field: part.fieldName, message: `the new version goes in the ${versionField} field` }]);
          if (stored || written) invalidFields([{ field: versionField, message: 'send one file: the new version' }]);
          written = true;
          await files.addPendingUpload({ id: pendingId, projectId, fileName: part.fileName || 'file', storageKey: key, createdById: actor.kind === 'user' ? actor.id : null });
          stored = await storeUpload(store, key, part.stream, { maxBytes: maxUploadBytes });
        }
        if (!stored) invalidFields([{ field: versionField, message: 'choose the file of the new version' }]);
        const upload = stored;
        const row = await replace(actor, projectId, fileId, async (_file, tx) => {
          if (!(await files.removePendingUpload(pendingId, tx))) throw new AppError('CONFLICT', 'The upload was cleared before it was saved: upload the new version again.');
          return { bytes: { storageKey: key, size: upload.size, contentType: upload.type.contentType, fileType: upload.type.kind, checksum: upload.checksum }, restoredFrom: null };
        });
        written = false;
        const { access: after } = await gate.open(actor, projectId);
        return toFileEntry(row, links, { actor, access: after });
      } catch (error) {
        if (written) {
          await store.delete([key]).catch(() => undefined);
          await files.removePendingUpload(pendingId).catch(() => undefined);
        }
        throw error;
      }
    },

    /** The file's versions, newest first; a file never replaced has its one version. */
    async list(actor: Actor, projectId: number, fileId: number): Promise<FileVersion[]> {
      requireAccess(actor, 'revisions.work');
      const { file } = await reach(actor, projectId, fileId);
      const rows = await versions.list(file.id);
      if (!rows.length) {
        return [
          { version: file.version, is_current: true, size: file.size, content_type: file.contentType, checksum: file.checksum, width: file.width, height: file.height, restored_from: null, uploaded_by_name: await versions.userName(file.uploadedById), created_at: isoString(file.versionedAt) },
        ];
      }
      return rows.map(({ version: row, uploadedByName }) => ({
        version: row.version,
        is_current: row.version === file.version,
        size: row.size,
        content_type: row.contentType,
        checksum: row.checksum,
        width: row.version === file.version ? file.width : row.width,
        height: row.version === file.version ? file.height : row.height,
        restored_from: row.restoredFrom,
        uploaded_by_name: uploadedByName,
        created_at: isoString(row.createdAt),
      }));
    },

    /** Staff: an earlier version's bytes become the newest version (the numbers only rise); derivatives are made again. */
    async restore(actor: Actor, projectId: number, fileId: number, version: number) {
      requireAccess(actor, 'revisions.manage');
      await reach(actor, projectId, fileId);
      const row = await replace(actor, projectId, fileId, async (file, tx) => {
        if (version === file.version) throw new AppError('CONFLICT', `Version ${version} is already the current version.`);
        const earlier = await versions.find(file.id, version, tx);
        if (!earlier) throw new AppError('NOT_FOUND', `This file has no version ${version}.`);
        return { bytes: { storageKey: earlier.storageKey, size: earlier.size, contentType: earlier.contentType, fileType: earlier.fileType, checksum: earlier.checksum }, restoredFrom: version };
      });
      const { access } = await gate.open(actor, projectId);
      return toFileEntry(row, links, { actor, access });
    },
  };
}

export type FileVersionsService = ReturnType<typeof createFileVersionsService>;
