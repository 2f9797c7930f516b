import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../src/storage/file-store.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ownerHeaders = async (ctx: ReturnType<typeof useTestApp>) => (await signInAs(ctx.app, ctx.database.db, 'admin')).headers;
const testConnection = async (ctx: ReturnType<typeof useTestApp>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/settings/test-connection/', headers: await ownerHeaders(ctx) });

describe('connection and storage, read from the environment', () => {
  const secrets = ['db-owner', 'Db-Pa55word', 'mail-user', 'Mail-Pa55word', 'AKIAEXAMPLEKEY123', 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY'];
  const ctx = useTestApp({
    env: {
      // Only the answer reads these; the test database and store are the usual ones.
      DATABASE_URL: `postgres://${secrets[0]}:${secrets[1]}@db.internal:6543/portal_prod`,
      SMTP_URL: `smtp://${secrets[2]}:${secrets[3]}@smtp.example.test:2525`,
      S3_BUCKET: 'studio-photos',
      S3_ACCESS_KEY_ID: secrets[4]!,
      S3_SECRET_ACCESS_KEY: secrets[5]!,
      S3_ENDPOINT: 'https://s3.example.test',
      PUBLIC_URL: 'https://portal.studio.test',
    },
  });

  it('answers hosts, names and limits, and no password, user or key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/system/', headers: await ownerHeaders(ctx) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      database: { kind: 'postgresql', host: 'db.internal', port: 6543, name: 'portal_prod' },
      storage: { kind: 's3', bucket: 'studio-photos', endpoint: 'https://s3.example.test', region: 'us-east-1', force_path_style: false },
      public_url: 'https://portal.studio.test',
      signed_url_ttl_seconds: 600,
      smtp: { configured: true, host: 'smtp.example.test', port: 2525 },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  });
});

describe('Test Connection with the real local store', () => {
  const ctx = useTestApp();

  it('round-trips the database and the store, timed, and leaves no probe behind', async () => {
    const res = await testConnection(ctx);
    expect(res.statusCode).toBe(200);
    const { database, storage } = res.json().data;
    expect(database).toEqual({ ok: true, ms: expect.any(Number) });
    expect(storage).toEqual({ ok: true, ms: expect.any(Number) });
    expect(database.ms).toBeGreaterThanOrEqual(0);
    const probes = await readdir(path.join(ctx.dataDir, 'files', 'connection-test')).catch(() => []);
    expect(probes).toEqual([]);
  });

  it('answers the embedded database and local files', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/system/', headers: await ownerHeaders(ctx) });
    expect(res.json().data).toMatchObject({ database: { kind: 'embedded', host: null }, storage: { kind: 'local', bucket: null }, smtp: { configured: false } });
  });
});

describe('Test Connection with a store that fails', () => {
  /** The real local store, except that writing throws as a full or read-only disk would. */
  let root = '';
  const failingStore = async (): Promise<FileStore> => {
    root = await mkdtemp(path.join(tmpdir(), 'portal-failing-store-'));
    const store = createLocalFileStore(root);
    return { ...store, put: async () => Promise.reject(new Error('EROFS: read-only file system')) };
  };
  const ctx = useTestApp({ store: failingStore });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('answers 200 with storage not ok and the reason, the database still ok', async () => {
    const res = await testConnection(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { database: { ok: true }, storage: { ok: false, error: 'EROFS: read-only file system', ms: expect.any(Number) } },
    });
  });
});
