import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { verifyPresignedV4 } from './presigned-v4.ts';

/** The slice of s3rver's API used here; the package ships no types. */
interface S3rverInstance {
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: unknown[];
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
  close(): Promise<void>;
}

/** A throwaway S3 server on 127.0.0.1 (any port) with one empty bucket; it accepts the S3RVER keys and checks presigned URLs. */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const bucket = 'portal-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  // First of all: presigned URLs are checked as S3 checks them (signed headers, expiry).
  server.middleware.unshift(verifyPresignedV4('S3RVER'));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
