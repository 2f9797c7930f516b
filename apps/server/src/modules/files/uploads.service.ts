import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { cleanFileName, uniqueName, uploadFields, type UploadUrlInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import { toFileEntry } from './file-entries.ts';
import { linkPaths, type FileLinks, type LinkGrant } from './file-links.ts';
import type { FilesRepository, PendingUpload } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';
import { directUploadPrefix } from './storage-sweeper.ts';
import { measureStored, storeUpload, tooLargeMessage, type StoredUpload } from './store-upload.ts';

/** A multipart request as the service sees it: text fields and file streams, in arrival order. */
export type UploadPart = { kind: 'field'; name: string; value: string } | { kind: 'file'; fieldName: string; fileName: string; stream: Readable };

/** What makes derivatives; the upload only queues work and wakes it. */
export interface DerivativeQueue {
  /** Queues a new file's derivatives in `tx`, or records why it gets none; returns the file's derivative status. */
  queue(file: { id: number; contentType: string; size: number }, tx: Db): Promise<'pending' | 'skipped' | 'none'>;
  wake(): void;
}

interface Deps {
  files: FilesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
  activity: ActivityRepository;
  transact: Transact;
  derivatives: DerivativeQueue;
  maxUploadBytes: number;
  /** The owner's webhooks: one files.uploaded per upload, inside its transaction. */
  events?: PublishEvent;
}

interface Arrived extends StoredUpload {
  pendingId: string;
  key: string;
  /** The name as sent (folder_structure is keyed by it) and as stored. */
  sentName: string;
  name: string;
}

function invalid(field: string, message: string): never {
  return invalidFields([{ field, message }]);
}

/** folder_path and folder_structure, checked with the contract's rules once every field has arrived. */
function parseFields(fields: Map<string, string>) {
  let structure: unknown;
  if (fields.has('folder_structure')) {
    try {
      structure = JSON.parse(fields.get('folder_structure')!);
    } catch {
      invalid('folder_structure', 'must be a JSON object of file name to folder path');
    }
  }
  const parsed = uploadFields.safeParse({ folder_path: fields.get('folder_path'), folder_structure: structure });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    invalid(String(issue.path[0] ?? 'body'), issue.message);
  }
  const folderOf = (sentName: string) => {
    const mapped = parsed.data.folder_structure?.[sentName];
    if (mapped === undefined) return parsed.data.folder_path;
    const folder = uploadFields.shape.folder_path.safeParse(mapped);
    return folder.success ? folder.data : invalid('folder_structure', `folder of ${sentName}: ${folder.error.issues[0]!.message}`);
  };
  return folderOf;
}

/** A new file as the files.uploaded event lists it. */
const uploadedFile = (row: { id: number; folderPath: string; fileName: string; size: number; contentType: string; fileType: string }) => ({
  id: row.id,
  file_name: row.fileName,
  folder_path: row.folderPath,
  relative_path: row.folderPath ? `${row.folderPath}/${row.fileName}` : row.fileName,
  size: row.size,
  content_type: row.contentType,
  file_type: row.fileType,
});

export function createUploadsService({ files, gate, store, links, activity, transact, derivatives, maxUploadBytes, events }: Deps) {
  /** Lists stored uploads as files in one transaction: folders made, names made unique, derivatives queued. */
  async function commit(actor: Actor, projectId: number, arrived: Array<Arrived & { folderPath: string }>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transact(async (tx) => {
          const namesByFolder = new Map<string, Set<string>>();
          const rows = [];
          for (const upload of arrived) {
            // Taken first, so a second confirm of the same upload waits here and then finds it gone.
            if (!(await files.removePendingUpload(upload.pendingId, tx))) throw new AppError('NOT_FOUND', 'This upload is unknown or already confirmed.');
            await files.createFolders(projectId, upload.folderPath, actor.kind === 'user' ? actor.id : null, tx);
            const names = namesByFolder.get(upload.folderPath) ?? (await files.fileNamesIn(projectId, upload.folderPath, tx));
            namesByFolder.set(upload.folderPath, names);
            const fileName = uniqueName(upload.name, names);
            names.add(fileName);
            const row = await files.insertFile(
              { projectId, folderPath: upload.folderPath, fileName, storageKey: upload.key, size: upload.size, contentType: upload.type.contentType, fileType: upload.type.kind, checksum: upload.checksum, uploadedById: actor.kind === 'user' ? actor.id : null },
              tx,
            );
            // queue marks the row pending or skipped; the answer must say so too.
            rows.push({ ...row, derivativeStatus: await derivatives.queue(row, tx) });
          }
          // The folder, when the whole upload went to one, lets the timeline join one person's consecutive uploads there.
          const folders = new Set(arrived.map((upload) => upload.folderPath));
          const folder = folders.size === 1 ? { folder: arrived[0]!.folderPath } : {};
          await activity.record(actor, { action: 'files.uploaded', entityType: 'project', entityId: projectId, detail: { count: rows.length, names: rows.slice(0, 5).map((r) => r.fileName), ...folder } }, tx);
          await events?.('files.uploaded', { project_id: projectId, uploaded_by: { kind: actor.kind, id: actor.id, name: actor.username }, files: rows.map(uploadedFile) }, tx);
          return rows;
        });
      } catch (error) {
        // Another upload took the same name between our read and insert: pick the names again.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  async function answer(actor: Actor, projectId: number, rows: Awaited<ReturnType<typeof commit>>) {
    derivatives.wake();
    const { access } = await gate.open(actor, projectId);
    const entries = rows.map((row) => toFileEntry(row, links, { actor, access }));
    return { file_paths: entries.map((entry) => entry.relative_path), files: entries };
  }

  async function discard(arrived: Array<Pick<Arrived, 'key' | 'pendingId'>>) {
    await store.delete(arrived.map((a) => a.key)).catch(() => undefined);
    for (const a of arrived) await files.removePendingUpload(a.pendingId).catch(() => undefined);
  }

  return {
    /** A multipart upload: every file streams to the store; none is listed unless all arrive. */
    async upload(actor: Actor, projectId: number, parts: AsyncIterable<UploadPart>) {
      await gate.forWriting(actor, projectId);
      const fields = new Map<string, string>();
      const arrived: Arrived[] = [];
      let current: Pick<Arrived, 'key' | 'pendingId'> | undefined;
      let committed = false;
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            fields.set(part.name, part.value);
            continue;
          }
          if (part.fieldName !== 'projectFiles') invalid(part.fieldName, 'files go in the projectFiles field');
          const name = cleanFileName(part.fileName) || 'file';
          current = { pendingId: randomUUID(), key: `projects/${projectId}/${randomUUID()}` };
          await files.addPendingUpload({ id: current.pendingId, projectId, fileName: name, storageKey: current.key, createdById: actor.kind === 'user' ? actor.id : null });
          const stored = await storeUpload(store, current.key, part.stream, { maxBytes: maxUploadBytes });
          arrived.push({ ...current, ...stored, sentName: part.fileName, name });
          current = undefined;
        }
        if (!arrived.length) invalid('projectFiles', 'choose at least one file to upload');
        const folderOf = parseFields(fields);
        const rows = await commit(actor, projectId, arrived.map((a) => ({ ...a, folderPath: folderOf(a.sentName) })));
        committed = true;
        return await answer(actor, projectId, rows);
      } catch (error) {
        // Once committed the bytes belong to listed files: a failing answer must not take them away.
        if (!committed) await discard(current ? [...arrived, current] : arrived);
        throw error;
      }
    },

    /**
     * Step one of a direct upload: a URL the browser PUTs exactly `file_size` bytes to (presigned with
     * that length on S3, signed to this session here on disk), under a key of its own that no file uses.
     */
    async createUploadUrl(actor: Actor, projectId: number, input: Required<Omit<UploadUrlInput, 'content_type'>> & { content_type?: string }) {
      await gate.forWriting(actor, projectId);
      if (input.file_size > maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxUploadBytes));
      const id = randomUUID();
      const key = `${directUploadPrefix}${projectId}/${id}`;
      const contentType = input.content_type || 'application/octet-stream';
      await files.addPendingUpload({ id, projectId, folderPath: input.folder_path, fileName: input.file_name, storageKey: key, expectedSize: input.file_size, createdById: actor.kind === 'user' ? actor.id : null });
      const direct = await store.uploadUrl(key, { expiresIn: links.ttlSeconds, contentType, size: input.file_size });
      const { token, expiresAt } = links.sign(actor, { kind: 'upload', uploadId: id, maxBytes: input.file_size });
      return { upload_id: id, upload_url: direct ?? linkPaths.upload(token), method: 'PUT' as const, headers: { 'Content-Type': contentType }, expires_at: expiresAt.toISOString() };
    },

    /** The PUT of a direct upload to local disk (S3 receives it itself), while the session that asked may still write to the project. */
    async receiveDirectUpload(actor: Actor, grant: Extract<LinkGrant, { kind: 'upload' }>, body: Readable, size: number | undefined) {
      const pending = await files.findPendingUpload(grant.uploadId);
      if (!pending) throw new AppError('NOT_FOUND', 'This upload is unknown or already confirmed.');
      await gate.forWriting(actor, pending.projectId);
      await storeUpload(store, pending.storageKey, body, { maxBytes: grant.maxBytes, size });
    },

    /**
     * Step two: checks the object is there with the announced size, then copies it to the file's own
     * key, measuring the bytes on the way, and lists it. The upload's key is never served, so a PUT to
     * the old upload URL after confirm changes nothing anyone sees.
     */
    async confirmUpload(actor: Actor, projectId: number, uploadId: string) {
      await gate.forWriting(actor, projectId);
      const pending = await files.findPendingUpload(uploadId);
      if (!pending || pending.projectId !== projectId) throw new AppError('NOT_FOUND', 'This upload is unknown or already confirmed.');
      const object = await store.stat(pending.storageKey);
      if (!object) throw new AppError('CONFLICT', 'The file has not arrived yet: PUT it to upload_url first.');
      if (pending.expectedSize !== null && object.size !== pending.expectedSize) {
        throw new AppError('VALIDATION_FAILED', `file_size: the stored file has ${object.size} bytes, not the ${pending.expectedSize} announced`, [{ field: 'file_size', message: 'does not match the stored file' }]);
      }
      // A fresh key per confirm: two confirms of one upload never share an object the loser would delete.
      const key = `projects/${projectId}/${randomUUID()}`;
      const measured = await copyUploaded(store, pending.storageKey, key, object.size);
      const upload = { ...measured, pendingId: pending.id, key, sentName: pending.fileName, name: pending.fileName, folderPath: pending.folderPath };
      let rows: Awaited<ReturnType<typeof commit>>;
      try {
        rows = await commit(actor, projectId, [upload]);
      } catch (error) {
        await store.delete([key]).catch(() => undefined);
        throw error;
      }
      // The sweeper would remove it too (its row is gone); now, so the bucket does not hold it twice.
      await store.delete([pending.storageKey]).catch(() => undefined);
      const result = await answer(actor, projectId, rows);
      return { file_paths: result.file_paths, file: result.files[0]! };
    },

    /**
     * A resumable upload whose last byte has arrived: its bytes stay where they were written (its key
     * becomes the file's), measured (size, checksum, type: as they arrived, or read once more after a
     * restart) and listed as every upload is. The
     * caller has checked the actor may still write to the project; 409 when the bytes are not whole.
     */
    async finishStoredUpload(actor: Actor, pending: PendingUpload, measuredOnArrival?: StoredUpload) {
      if (pending.expectedSize === null) throw new AppError('CONFLICT', 'This upload has no announced length.');
      // Measured as the bytes arrived (all in this process, in order) when the stored object has exactly them; else read once more.
      const arrivedWhole = measuredOnArrival?.size === pending.expectedSize && (await store.stat(pending.storageKey))?.size === pending.expectedSize;
      const measured = arrivedWhole ? measuredOnArrival : await measureStored(store, pending.storageKey, pending.expectedSize);
      const rows = await commit(actor, pending.projectId, [{ ...measured, pendingId: pending.id, key: pending.storageKey, sentName: pending.fileName, name: pending.fileName, folderPath: pending.folderPath }]);
      const result = await answer(actor, pending.projectId, rows);
      return { file_paths: result.file_paths, file: result.files[0]! };
    },
  };
}

/** Copies a direct upload to its file's key in one read, hashing and sniffing what is written; 409 when the upload changed meanwhile. */
async function copyUploaded(store: FileStore, from: string, to: string, size: number): Promise<StoredUpload> {
  try {
    return await storeUpload(store, to, await store.get(from), { maxBytes: size, size });
  } catch (error) {
    const now = await store.stat(from).catch(() => undefined);
    if (error instanceof AppError || now?.size !== size) throw new AppError('CONFLICT', 'The upload changed while it was being confirmed: PUT it again, then confirm.');
    throw error;
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>;
