import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../storage/file-store.ts';
import { createLocalFileStore } from '../../storage/local-file-store.ts';
import { connectionProbePrefix, createConnectionTester } from './connection-test.ts';

let root: string;
let store: FileStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-connection-test-'));
  store = createLocalFileStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const ping = async () => {};

describe('createConnectionTester', () => {
  it('writes, reads back and deletes a probe under its own prefix', async () => {
    const written: string[] = [];
    const watched: FileStore = { ...store, put: (key, body, options) => (written.push(key), store.put(key, body, options)) };
    const result = await createConnectionTester({ ping, store: watched })();
    expect(result).toEqual({ database: { ok: true, ms: expect.any(Number) }, storage: { ok: true, ms: expect.any(Number) } });
    expect(written).toHaveLength(1);
    expect(written[0]!.startsWith(connectionProbePrefix)).toBe(true);
    expect(await store.stat(written[0]!)).toBeUndefined();
  });

  it('fails the store check when the bytes read back differ, and still deletes the probe', async () => {
    const keys: string[] = [];
    const lying: FileStore = { ...store, put: (key, body, options) => (keys.push(key), store.put(key, body, options)), get: async () => Readable.from([Buffer.from('other')]) };
    const { storage } = await createConnectionTester({ ping, store: lying })();
    expect(storage).toMatchObject({ ok: false, error: 'The object read back differs from the one written' });
    expect(await store.stat(keys[0]!)).toBeUndefined();
  });

  it('fails a check that does not answer in time instead of hanging', async () => {
    const stuck: FileStore = { ...store, put: () => new Promise(() => {}) };
    const { database, storage } = await createConnectionTester({ ping, store: stuck, timeoutMs: 50 })();
    expect(database.ok).toBe(true);
    expect(storage).toMatchObject({ ok: false, error: 'No answer within 0.05 seconds' });
  });

  it('reports a database failure with secrets blanked', async () => {
    const failing = async () => Promise.reject(new Error('password authentication failed for user "db-owner"'));
    const { database } = await createConnectionTester({ ping: failing, store, redact: (text) => text.replaceAll('db-owner', '***') })();
    expect(database).toMatchObject({ ok: false, error: 'password authentication failed for user "***"' });
  });
});
