import { tusUploads } from '@portal/contract';
import type { DetailedError, HttpResponse, Upload } from 'tus-js-client';
import { ApiError, onSessionExpired, SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { readSession } from '@/lib/session';
import type { RunningUpload, TransportEvents, UploadJob, UploadTransport } from './upload-queue';
import { fingerprintOf, forgetUnfinished, rememberDone, rememberUnfinished, type UnfinishedUpload } from './unfinished-uploads';

/** Bytes per PATCH: under the 100 MB a proxy such as Cloudflare lets through in one request. */
export const TUS_CHUNK_BYTES = 50 * 1024 * 1024;
/** Waits before tus tries a dropped connection again; then the file shows as failed with Retry. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000];
/** The unfinished list hears of progress at most this often. */
const REMEMBER_EVERY_MS = 1_000;

type Identity = Pick<UnfinishedUpload, 'projectId' | 'name' | 'size' | 'lastModified' | 'folderPath'>;

const identityOf = (job: UploadJob): Identity => ({
  projectId: job.projectId,
  name: job.file.name,
  size: job.file.size,
  lastModified: job.file.lastModified,
  folderPath: job.folderPath,
});

/** tus-js-client is loaded on the first upload, so the file manager's own code stays small. */
let loading: Promise<typeof import('tus-js-client')> | undefined;
const loadTus = () => (loading ??= import('tus-js-client'));

const endpointUrl = () => new URL(tusUploads.endpoint, window.location.origin).toString();

function authHeaders(): Record<string, string> {
  const token = readSession()?.token;
  return token ? { Authorization: `Token ${token}` } : {};
}

function messageIn(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const message = (JSON.parse(body) as { message?: unknown; error?: { message?: unknown } }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // @tus/server answers some errors in plain text.
  }
  const text = body.trim();
  return text && text.length < 300 && !text.startsWith('<') ? text : undefined;
}

/** The server's limit, from the tus OPTIONS answer (Tus-Max-Size). */
async function maxUploadSize(): Promise<number | undefined> {
  try {
    const answer = await fetch(endpointUrl(), { method: 'OPTIONS', headers: { 'Tus-Resumable': tusUploads.version, ...authHeaders() } });
    const max = Number(answer.headers.get('Tus-Max-Size'));
    return Number.isFinite(max) && max > 0 ? max : undefined;
  } catch {
    return undefined;
  }
}

/** A tus failure in words people read: the limit on a 413, a session that ended, the server's message. */
export async function readableTusError(error: unknown, file: Pick<File, 'name' | 'size'>): Promise<Error> {
  const response: HttpResponse | null | undefined = (error as DetailedError | undefined)?.originalResponse;
  if (!response) {
    // A request of tus's that got no answer at all (tus's own message is a wall of technical detail).
    const unanswered = !(error instanceof Error) || 'originalRequest' in error;
    return new ApiError(0, unanswered ? 'Could not reach the server. Please check your connection.' : error.message, 'NETWORK_ERROR');
  }
  const status = response.getStatus();
  const message = messageIn(response.getBody());
  if (status === 401) {
    onSessionExpired();
    const expired = new ApiError(401, SESSION_EXPIRED_MESSAGE);
    expired.sessionExpired = true;
    return expired;
  }
  if (status === 413) {
    // The portal's envelope names the limit; tus's own plain-text 413 does not, so ask OPTIONS for it.
    const portal = messageIn(response.getBody());
    if (portal && /\d/.test(portal)) return new ApiError(413, `${file.name} (${formatFileSize(file.size)}): ${portal}`);
    const limit = await maxUploadSize();
    const named = limit ? `the largest upload allowed is ${formatFileSize(limit)}` : 'it is larger than the server accepts';
    return new ApiError(413, `${file.name} (${formatFileSize(file.size)}) is too large: ${named}.`);
  }
  if (status === 403) return new ApiError(403, message ?? 'You may not upload to this project.');
  return new ApiError(status, message ?? `Upload failed with status: ${status}`);
}

/**
 * What the completing PATCH answered: the confirm-upload body, or at least the listed file's id
 * (a HEAD of an upload that had completed before a reload carries only the header).
 */
function answerOf(response: HttpResponse | undefined): unknown {
  if (!response) return undefined;
  try {
    const body = JSON.parse(response.getBody()) as unknown;
    if (body && typeof body === 'object') return body;
  } catch {
    // No JSON body: fall back to the header.
  }
  const fileId = response.getHeader(tusUploads.fileIdHeader);
  return fileId ? { success: true, data: { file_id: Number(fileId) } } : undefined;
}

/** Ends the uploads the server holds under this fingerprint (tus termination) and forgets them here. */
export async function discardUnfinished(identity: Identity) {
  forgetUnfinished(identity);
  const tus = await loadTus();
  const stored = await tus.defaultOptions.urlStorage.findUploadsByFingerprint(fingerprintOf(identity));
  await Promise.all(
    stored.map(async (previous) => {
      if (previous.uploadUrl) await tus.Upload.terminate(previous.uploadUrl, { headers: authHeaders() }).catch(() => undefined);
      await tus.defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
    }),
  );
}

/**
 * Uploads through tus: each start looks for an upload of the same file to this folder that the
 * server already holds (this visit, or one before a reload) and continues from its offset.
 */
export function createTusTransport({ chunkSize = TUS_CHUNK_BYTES, retryDelays = RETRY_DELAYS_MS }: { chunkSize?: number; retryDelays?: number[] } = {}): UploadTransport {
  return {
    start(job: UploadJob, events: TransportEvents): RunningUpload {
      let stopped = false;
      let upload: Upload | undefined;
      const identity = identityOf(job);
      let remembered = 0;

      void loadTus()
        .then(async (tus) => {
          if (stopped) return;
          upload = new tus.Upload(job.file, {
            endpoint: endpointUrl(),
            chunkSize,
            retryDelays,
            headers: authHeaders(),
            metadata: {
              [tusUploads.metadata.projectId]: String(job.projectId),
              [tusUploads.metadata.folderPath]: job.folderPath,
              [tusUploads.metadata.fileName]: job.file.name,
              [tusUploads.metadata.fileType]: job.file.type || 'application/octet-stream',
            },
            fingerprint: () => Promise.resolve(fingerprintOf(identity)),
            removeFingerprintOnSuccess: true,
            onUploadUrlAvailable: () => rememberUnfinished(identity, 0),
            onProgress: (sent) => {
              events.progress(sent);
              const now = Date.now();
              if (now - remembered >= REMEMBER_EVERY_MS) {
                remembered = now;
                rememberUnfinished(identity, sent);
              }
            },
            onSuccess: ({ lastResponse }) => {
              forgetUnfinished(identity);
              rememberDone(identity);
              events.success(answerOf(lastResponse));
            },
            onError: (error) => {
              if (stopped) return;
              void readableTusError(error, job.file).then(events.error);
            },
          });
          const previous = await upload.findPreviousUploads();
          if (stopped) return;
          const same = previous.find((candidate) => candidate.size === job.file.size);
          if (same) upload.resumeFromPreviousUpload(same);
          upload.start();
        })
        .catch((error: unknown) => {
          if (!stopped) events.error(error instanceof Error ? error : new Error('The uploader could not load. Please reload the page.'));
        });

      return {
        stop() {
          stopped = true;
          void upload?.abort(false);
        },
      };
    },
    discard: (job) => discardUnfinished(identityOf(job)),
  };
}
