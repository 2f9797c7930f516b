import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { FileStore } from '../../src/storage/file-store.ts';
import { createS3FileStore } from '../../src/storage/s3-file-store.ts';
import { startS3rver, type RunningS3rver } from '../storage/s3rver.ts';
import { useTestApp } from '../test-app.ts';

/**
 * useTestApp with the files in a fresh local S3 bucket, configured as a deployment on S3 is (the
 * S3_* settings: resumable uploads go to the bucket too); `s3` is set before the app is built.
 */
export function useTestAppOnS3(options: { env?: Record<string, string> } = {}) {
  const s3 = {} as { store: FileStore; endpoint: string; bucket: string; env: Record<string, string> };
  let server: RunningS3rver | undefined;
  beforeAll(async () => {
    server = await startS3rver();
    Object.assign(s3, { endpoint: server.endpoint, bucket: server.bucket, env: server.env, store: createS3FileStore(loadConfig(server.env).s3!) });
  });
  const ctx = useTestApp({ env: () => ({ ...s3.env, ...options.env }), store: async () => s3.store });
  afterAll(async () => server?.close());
  return { ctx, s3 };
}
