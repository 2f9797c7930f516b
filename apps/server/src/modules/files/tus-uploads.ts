import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { cleanFileName, tusUploads, uploadFields, type TusUploadOperationName } from '@portal/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@tus/server';
import type { Actor } from '../../access/actor.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ResumableStore } from '../../storage/create-resumable-store.ts';
import { resumableKeyPrefix, resumableSidecars, type FileStore } from '../../storage/file-store.ts';
import type { FilesRepository, PendingUpload } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';
import { tooLargeMessage, UploadMeasure } from './store-upload.ts';
import type { UploadsService } from './uploads.service.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An upload's id in the tus stores and its key in the app's store (the file's key once complete). */
const keyOf = (uploadId: string) => `${resumableKeyPrefix}${uploadId}`;
const unknownUpload = () => new AppError('NOT_FOUND', 'This upload is unknown or already finished.');
const json = 'application/json; charset=utf-8';

interface Deps {
  files: FilesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  uploads: UploadsService;
  datastore: ResumableStore;
  maxUploadBytes: number;
  log?: FastifyBaseLogger;
}

/** What the checks before tus learnt about a request, for the tus hooks that run inside it. */
interface Checked {
  actor: Actor;
  uploadId: string;
}

function invalid(field: string, message: string): never {
  return invalidFields([{ field, message }]);
}

/** `key base64,key base64`: the Upload-Metadata header, decoded; 400 naming the header when malformed. */
function parseMetadata(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const [key, value, extra] = trimmed.split(' ');
    if (!key || extra !== undefined || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))) invalid('Upload-Metadata', 'must be comma-separated "key base64-value" pairs');
    values.set(key, value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8'));
  }
  return values;
}

/** The announced length: required (a deferred length is not supported), a whole number of bytes. */
function uploadLength(request: FastifyRequest): number {
  const header = request.headers['upload-length'];
  if (typeof header !== 'string' || !/^\d{1,16}$/.test(header)) invalid('Upload-Length', 'is required: the file size in bytes (a deferred length is not supported)');
  return Number(header);
}

/** The error envelope every other call answers, as a tus hook response. */
function envelope(error: AppError) {
  return {
    status_code: error.statusCode,
    headers: { 'Content-Type': json },
    body: JSON.stringify({ success: false, message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) }),
  };
}

/**
 * Resumable uploads with @tus/server: the portal's checks run first (sign-in by the app's hook, then
 * the files gate, the owner of the upload id, the size), answered with the app's JSON errors; tus
 * then speaks the protocol and writes the bytes to its store. The last byte goes through the upload
 * service's own finish (measure, list, queue derivatives), as every upload does.
 */
export function createTusUploads({ files, gate, store, uploads, datastore, maxUploadBytes, log }: Deps) {
  const checked = new WeakMap<IncomingMessage, Checked>();

  /**
   * Uploads measured as their bytes reach the store, in order, in this process: the finish then need
   * not read them again. A gap (a restart, a PATCH cut short) drops the measure; finish reads the bytes.
   */
  const arriving = new Map<string, UploadMeasure>();
  const write = datastore.write.bind(datastore);
  datastore.write = async (readable: Readable, id: string, offset: number) => {
    if (offset === 0) arriving.set(id, new UploadMeasure());
    const measure = arriving.get(id);
    if (!measure || measure.size !== offset) {
      arriving.delete(id);
      return write(readable, id, offset);
    }
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        measure.update(chunk);
        callback(null, chunk);
      },
    });
    readable.once('error', (error) => tee.destroy(error));
    try {
      const written = await write(readable.pipe(tee), id, offset);
      if (measure.size !== written) arriving.delete(id);
      return written;
    } catch (error) {
      arriving.delete(id);
      throw error;
    }
  };
  // However an upload is removed (cancelled, refused, swept), what tus keeps beside its bytes goes too:
  // tus's S3 store leaves a part below S3's smallest part size behind.
  const remove = datastore.remove.bind(datastore);
  datastore.remove = async (id: string) => {
    try {
      await remove(id);
    } finally {
      await store.delete(resumableSidecars(id)).catch(() => undefined);
    }
  };
  const checkedOf = (req: unknown) => {
    const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return raw && checked.get(raw);
  };

  /** Deletes a refused or cancelled upload: its bytes (on S3 its multipart upload) and its row. */
  async function discard(pending: Pick<PendingUpload, 'id' | 'storageKey'>) {
    arriving.delete(pending.storageKey);
    await datastore.remove(pending.storageKey).catch(() => undefined);
    await store.delete([pending.storageKey]).catch(() => undefined);
    await files.removePendingUpload(pending.id).catch(() => undefined);
  }

  async function finish(request: Checked | undefined, uploadId: string) {
    try {
      const pending = request && (await files.findPendingUpload(uploadId.slice(resumableKeyPrefix.length)));
      if (!request || !pending) throw unknownUpload();
      try {
        // The role or the project may have changed since creation: then the upload ends here.
        await gate.forWriting(request.actor, pending.projectId);
      } catch (error) {
        await discard(pending);
        throw error;
      }
      const measure = arriving.get(pending.storageKey);
      arriving.delete(pending.storageKey);
      const result = await uploads.finishStoredUpload(request.actor, pending, await measure?.result()).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'CONFLICT') await discard(pending);
        throw error;
      });
      // The bytes are the file's now; what tus kept beside them is not needed any more.
      await store.delete(resumableSidecars(pending.storageKey)).catch(() => undefined);
      return {
        status_code: 200,
        headers: { 'Content-Type': json, [tusUploads.fileIdHeader]: String(result.file.id) },
        body: JSON.stringify({ success: true, message: 'Upload Complete: 1 file(s) uploaded successfully!', data: result }),
      };
    } catch (error) {
      if (error instanceof AppError) return envelope(error);
      log?.error({ err: error, uploadId }, 'could not finish a resumable upload');
      return envelope(new AppError('INTERNAL', 'The upload could not be finished; send its last request again.'));
    }
  }

  const tus = new Server({
    path: tusUploads.endpoint.replace(/\/$/, ''),
    datastore,
    maxSize: maxUploadBytes,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    exposedHeaders: [tusUploads.fileIdHeader],
    namingFunction: (req) => {
      const request = checkedOf(req);
      if (!request) throw new Error('A tus upload was created without the portal checks');
      return keyOf(request.uploadId);
    },
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(resumableKeyPrefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && uuidPattern.test(lastPath) ? keyOf(lastPath) : undefined),
    onUploadFinish: async (req, upload) => finish(checkedOf(req), upload.id),
  });

  /** Hands the request to tus, which answers it itself. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, check: Checked) {
    checked.set(request.raw, check);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    return reply;
  }

  /** The caller's own running upload, or 404: an id of another account is as unknown as one never made. */
  async function ownPending(actor: Actor, uploadId: string) {
    if (!uuidPattern.test(uploadId) || actor.kind !== 'user') throw unknownUpload();
    const pending = await files.findPendingUpload(uploadId);
    if (!pending || pending.storageKey !== keyOf(uploadId) || pending.createdById !== actor.id) return undefined;
    return pending;
  }

  /** A refused upload request: its body is not read, so the connection cannot carry another request. */
  const closing = (reply: FastifyReply) => (error: unknown) => {
    reply.header('connection', 'close');
    throw error;
  };

  const handlers: OperationHandlers<TusUploadOperationName> = {
    createTusUpload: async (request, reply) => {
      const actor = actorOf(request);
      const check = async () => {
        const metadata = parseMetadata(request.headers['upload-metadata'] as string | undefined);
        const projectText = metadata.get(tusUploads.metadata.projectId) ?? '';
        if (!/^[1-9]\d{0,9}$/.test(projectText) || Number(projectText) > 2 ** 31 - 1) invalid(tusUploads.metadata.projectId, 'is required in Upload-Metadata: the project id');
        const projectId = Number(projectText);
        await gate.forWriting(actor, projectId);
        const fileName = cleanFileName(metadata.get(tusUploads.metadata.fileName) ?? '');
        if (!fileName) invalid(tusUploads.metadata.fileName, 'is required in Upload-Metadata: the file name');
        const folder = uploadFields.shape.folder_path.safeParse(metadata.get(tusUploads.metadata.folderPath) ?? '');
        if (!folder.success) invalid(tusUploads.metadata.folderPath, folder.error.issues[0]!.message);
        const length = uploadLength(request);
        if (length > maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxUploadBytes));
        if (request.headers['tus-resumable'] !== tusUploads.version) throw new AppError('BAD_REQUEST', `Tus-Resumable: send ${tusUploads.version}`);
        return { projectId, fileName, folderPath: folder.data ?? '', length };
      };
      const { projectId, fileName, folderPath, length } = await check().catch(closing(reply));
      const uploadId = randomUUID();
      await files.addPendingUpload({ id: uploadId, projectId, folderPath, fileName, storageKey: keyOf(uploadId), expectedSize: length, createdById: actor.id });
      reply.raw.once('finish', () => {
        // tus refused it after our checks: nothing was created, so no row waits for the sweeper.
        if (reply.raw.statusCode >= 300) void files.removePendingUpload(uploadId).catch(() => undefined);
      });
      return handOver(request, reply, { actor, uploadId });
    },

    tusUploadOffset: async (request, reply) => {
      const actor = actorOf(request);
      const { uploadId } = request.params;
      const pending = await ownPending(actor, uploadId);
      const headers = (size: number, fileId: number) => ({ 'tus-resumable': tusUploads.version, 'upload-offset': String(size), 'upload-length': String(size), [tusUploads.fileIdHeader.toLowerCase()]: String(fileId), 'cache-control': 'no-store' });
      if (pending) {
        // Every byte is there but the finish did not happen (the server stopped, or failed, right then): finish now.
        const stored = pending.expectedSize === null ? undefined : await store.stat(pending.storageKey);
        if (!stored || stored.size !== pending.expectedSize) return handOver(request, reply, { actor, uploadId });
        const finished = await finish({ actor, uploadId }, pending.storageKey);
        if (finished.status_code !== 200) return reply.status(finished.status_code).type(json).send(finished.body);
        const fileId = Number((finished.headers as Record<string, string>)[tusUploads.fileIdHeader]);
        return reply.status(200).headers(headers(stored.size, fileId)).send();
      }
      // Complete: the file lists under the upload's key, so a client that missed the last answer learns it here.
      const file = uuidPattern.test(uploadId) ? await files.fileByStorageKey(keyOf(uploadId)) : undefined;
      if (!file || actor.kind !== 'user' || file.uploadedById !== actor.id) throw unknownUpload();
      await gate.open(actor, file.projectId);
      return reply.status(200).headers(headers(file.size, file.id)).send();
    },

    appendTusUpload: async (request, reply) => {
      const actor = actorOf(request);
      const { uploadId } = request.params;
      const pending = await (async () => {
        const own = await ownPending(actor, uploadId);
        if (!own) throw unknownUpload();
        try {
          await gate.forWriting(actor, own.projectId);
        } catch (error) {
          await discard(own);
          throw error;
        }
        return own;
      })().catch(closing(reply));
      // Bytes arriving keep the upload from expiring; so does the end of this request.
      await files.touchPendingUpload(pending.id);
      reply.raw.once('finish', () => void files.touchPendingUpload(pending.id).catch(() => undefined));
      return handOver(request, reply, { actor, uploadId });
    },

    cancelTusUpload: async (request, reply) => {
      const actor = actorOf(request);
      const { uploadId } = request.params;
      const pending = await ownPending(actor, uploadId);
      if (!pending) throw unknownUpload();
      // The row first: no PATCH passes the checks any more; tus then removes the bytes under its lock.
      await files.removePendingUpload(pending.id);
      arriving.delete(pending.storageKey);
      return handOver(request, reply, { actor, uploadId });
    },
  };

  return {
    handlers,
    /** For the storage sweeper: removes an abandoned upload through its tus store. */
    remover: {
      remove: (key: string) => {
        arriving.delete(key);
        return datastore.remove(key).catch(() => undefined);
      },
    },
  };
}

export type TusUploads = ReturnType<typeof createTusUploads>;

const unavailable = async (): Promise<never> => {
  throw new AppError('UNAVAILABLE', 'Resumable uploads are not set up on this server.');
};
/** For file services built without a tus store (the demo loader): the calls exist but answer 503. */
export const tusUnavailable: OperationHandlers<TusUploadOperationName> = { createTusUpload: unavailable, tusUploadOffset: unavailable, appendTusUpload: unavailable, cancelTusUpload: unavailable };
