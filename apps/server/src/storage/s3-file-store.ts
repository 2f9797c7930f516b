import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as S3 from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { lazyRequire } from '../lib/lazy-require.ts';
import { contentDisposition } from './content-disposition.ts';
import { NotFoundInStore, resumableKeyPrefix, type FileStore, type StoredObject } from './file-store.ts';

export interface S3FileStoreOptions {
  /** Unset for AWS itself; `https://s3.eu-central-003.backblazeb2.com`, `http://127.0.0.1:9000` (MinIO)… */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

const PART_SIZE = 8 * 1024 * 1024;
/** S3 allows 10,000 parts; known large sizes get bigger parts so they fit. */
const MAX_PARTS = 10_000;
const HEALTH_PREFIX = '.health/';
/** The AWS SDK, the largest dependency, loads only where S3 is configured. */
const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const presigner = lazyRequire<typeof Presigner>('@aws-sdk/s3-request-presigner');

/** Objects in one bucket; uploads go up in 8 MiB parts and appear under their key only when complete. */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { AbortMultipartUploadCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListMultipartUploadsCommand, PutObjectCommand, S3Client, S3ServiceException } = sdk();
  const { getSignedUrl } = presigner();
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 checksums are refused by s3rver, Backblaze B2 and Cloudflare R2.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const store: FileStore = {
    kind: 's3',
    async check() {
      const key = `${HEALTH_PREFIX}${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: 'ok', ContentType: 'text/plain' }));
      try {
        const body = await store.get(key);
        if ((await buffer(body)).toString('utf8') !== 'ok') throw new Error('read back differs');
      } finally {
        await store.delete([key]);
      }
    },

    put(key, body, putOptions = {}) {
      return putStreamed(client, Bucket, key, body, putOptions);
    },

    async get(key, range) {
      if (range && (!Number.isInteger(range.start) || range.start < 0 || !(range.end >= range.start))) {
        throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
      }
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        // In Node the SDK hands back the HTTP response, which is a Readable.
        return response.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new NotFoundInStore(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const response = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = (response.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(`Could not delete ${failed.map((e) => `${e.Key} (${e.Code}: ${e.Message})`).join(', ')}`);
        }
      }
    },

    list(prefix) {
      return listObjects(client, Bucket, prefix);
    },

    async removeInterruptedUploads(untouchedSince) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker })).catch((error: unknown) => {
          // Some S3-compatible stores cannot list them: the bucket's lifecycle rule is then the only cleaner.
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') return undefined;
          throw error;
        });
        if (!page) return removed;
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= untouchedSince) continue;
          // A resumable (tus) upload stays open across requests for as long as its client resumes it: the sweeper ends it by its own expiry.
          if (upload.Key.startsWith(resumableKeyPrefix)) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
      } while (KeyMarker);
      return removed;
    },

    downloadUrl(key, download) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(download.disposition, download.fileName),
        ResponseContentType: download.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: download.expiresIn });
    },

    uploadUrl(key, upload) {
      // ContentLength is a signed header of the URL: a body of any other length fails the signature.
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: upload.contentType, ContentLength: upload.size });
      return getSignedUrl(client, command, { expiresIn: upload.expiresIn });
    },
  };
  return store;
}

/**
 * Reads the body one part at a time; a body that fits in one part goes up as a single PutObject,
 * anything longer as a multipart upload that stays invisible until completed. At most the part in
 * flight and the part being filled are held in memory.
 */
async function putStreamed(
  client: S3.S3Client,
  Bucket: string,
  Key: string,
  body: Readable,
  options: { contentType?: string; size?: number },
): Promise<{ size: number }> {
  const { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, PutObjectCommand, UploadPartCommand } = sdk();
  const partSize = options.size ? Math.max(PART_SIZE, Math.ceil(options.size / MAX_PARTS)) : PART_SIZE;
  const chunks: Buffer[] = [];
  let buffered = 0;
  let total = 0;
  let uploadId: string | undefined;
  const parts: S3.CompletedPart[] = [];
  let inFlight: Promise<void> | undefined;

  const sendPart = async (part: Buffer) => {
    uploadId ??= await createUpload(client, Bucket, Key, options.contentType);
    await inFlight; // one part uploading while the next one fills
    const PartNumber = parts.length + 1;
    parts.push({ PartNumber });
    const UploadId = uploadId;
    inFlight = client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part })).then((r) => {
      parts[PartNumber - 1] = { PartNumber, ETag: r.ETag };
    });
    inFlight.catch(() => {}); // awaited later; keeps the rejection from counting as unhandled meanwhile
  };

  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      buffered += bytes.length;
      total += bytes.length;
      while (buffered >= partSize) {
        const all = Buffer.concat(chunks);
        chunks.length = 0;
        // Copy the remainder so it does not keep the whole concatenation alive.
        if (all.length > partSize) chunks.push(Buffer.from(all.subarray(partSize)));
        buffered = all.length - partSize;
        await sendPart(all.subarray(0, partSize));
      }
    }
    if (options.size !== undefined && options.size !== total) {
      throw new Error(`Expected ${options.size} bytes for ${Key}, received ${total}`);
    }
    const rest = Buffer.concat(chunks);
    if (uploadId === undefined) {
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: rest, ContentLength: rest.length, ContentType: options.contentType }),
      );
      return { size: total };
    }
    if (rest.length > 0) await sendPart(rest);
    await inFlight;
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
    );
    return { size: total };
  } catch (error) {
    await inFlight?.catch(() => {});
    if (uploadId !== undefined) {
      // Best effort: a failed abort leaves parts that a bucket lifecycle rule cleans up; never the object.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {});
    }
    if (!body.destroyed) body.destroy();
    throw error;
  }
}

async function createUpload(client: S3.S3Client, Bucket: string, Key: string, ContentType: string | undefined) {
  const created = await client.send(new (sdk().CreateMultipartUploadCommand)({ Bucket, Key, ContentType }));
  if (!created.UploadId) throw new Error(`No upload id for ${Key}`);
  return created.UploadId;
}

async function* listObjects(client: S3.S3Client, Bucket: string, prefix: string): AsyncGenerator<StoredObject> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new (sdk().ListObjectsV2Command)({ Bucket, Prefix: prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) {
      if (!object.Key || object.Key.startsWith(HEALTH_PREFIX)) continue;
      yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

function isNotFound(error: unknown): boolean {
  if (error instanceof sdk().S3ServiceException) {
    if (error.name === 'NoSuchBucket') return false;
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

