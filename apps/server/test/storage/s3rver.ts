import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { verifyPresignedV4 } from './presigned-v4.ts';
import { s3rverMultipart } from './s3rver-multipart.ts';

/** The slice of s3rver's API used here; the package ships no types. */
interface S3rverInstance {
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: unknown[];
  /** Its file system store: where a bucket's running multipart uploads are kept. */
  store: { getResourcePath(bucket: string, key: undefined, resource: 'uploads'): string };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface RunningS3rver {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The portal's settings for this bucket (S3_ENDPOINT, S3_BUCKET, the keys, path-style). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A throwaway S3 server on 127.0.0.1 (any port) with one empty bucket; it accepts the S3RVER keys,
 * checks presigned URLs, and lists and aborts multipart uploads (which s3rver alone cannot).
 */
export async function startS3rver({ bucket = 'portal-test' }: { bucket?: string } = {}): Promise<RunningS3rver> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  // First of all: presigned URLs are checked as S3 checks them (signed headers, expiry).
  server.middleware.unshift(verifyPresignedV4('S3RVER'), s3rverMultipart((name) => server.store.getResourcePath(name, undefined, 'uploads')));
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
