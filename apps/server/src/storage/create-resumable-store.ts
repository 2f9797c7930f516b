import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore as TusFileStore } from '@tus/file-store';
import type { Server } from '@tus/server';
import type { Config } from '../config.ts';
import { resumableKeyPrefix } from './file-store.ts';

export type ResumableStore = Server['datastore'];

/**
 * Where tus writes resumable uploads, beside the app's own file store and configured the same way:
 * the bucket (each upload a multipart upload, its parts as they come) when S3 is configured, else
 * `DATA_DIR/files`, so an upload's id `tus/<uuid>` is the same key in both stores. The S3 store
 * (and the AWS SDK it brings, 5 MB of heap) is loaded only by a server on S3.
 */
export async function createResumableStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<ResumableStore> {
  if (config.s3) {
    const { S3Store } = await import('@tus/s3-store');
    const { bucket, endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
    return new S3Store({
      s3ClientConfig: {
        bucket,
        endpoint,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
        // As the app's S3 store: the SDK's default CRC32 checksums are refused by s3rver, Backblaze B2 and Cloudflare R2.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  }
  return new LocalResumableStore({ directory: path.join(config.dataDir, 'files') });
}

/** tus's file store, which also makes the folder of an id with a slash (`tus/`) when it is missing. */
class LocalResumableStore extends TusFileStore {
  override async create(file: Parameters<TusFileStore['create']>[0]) {
    await mkdir(path.join(this.directory, resumableKeyPrefix), { recursive: true });
    return super.create(file);
  }
}
