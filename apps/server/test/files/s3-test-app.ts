import { afterAll } from 'vitest';
import type { FileStore } from '../../src/storage/file-store.ts';
import { createS3FileStore } from '../../src/storage/s3-file-store.ts';
import { startS3rver, type RunningS3rver } from '../storage/s3rver.ts';
import { useTestApp } from '../test-app.ts';

/** useTestApp with the files in a fresh local S3 bucket; `s3.store` and `s3.endpoint` are set once the app is up. */
export function useTestAppOnS3() {
  const s3 = {} as { store: FileStore; endpoint: string };
  let server: RunningS3rver | undefined;
  const ctx = useTestApp({
    store: async () => {
      server = await startS3rver();
      s3.endpoint = server.endpoint;
      s3.store = createS3FileStore({ endpoint: server.endpoint, region: 'us-east-1', bucket: server.bucket, accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey, forcePathStyle: true });
      return s3.store;
    },
  });
  afterAll(async () => server?.close());
  return { ctx, s3 };
}
