import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../src/storage/file-store.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

/** The real local store, counting its checks (each one writes a probe file) and able to fail them. */
const storeChecks = { count: 0, failing: false };
async function countingStore(): Promise<FileStore> {
  const local = createLocalFileStore(path.join(await mkdtemp(path.join(tmpdir(), 'portal-health-')), 'files'));
  return {
    ...local,
    async check() {
      storeChecks.count += 1;
      if (storeChecks.failing) throw new Error('disk full at /srv/portal/files');
      await local.check();
    },
  };
}

const ctx = useTestApp({ store: countingStore });
const health = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/v1/health/', headers });

describe('public health', () => {
  it('tells anyone only ok, without versions, kinds or details', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('tells a staff, editor or client token the same as anyone', async () => {
    for (const kind of ['staff', 'editor', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await health(headers)).json()).toEqual({ success: true, status: 'ok' });
    }
    expect((await health({ authorization: 'Token not-a-real-token' })).json()).toEqual({ success: true, status: 'ok' });
  });

  it('tells the owner each component, the version and the uptime', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const res = await health(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      status: 'ok',
      database: { status: 'ok', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      storage: { status: 'ok', kind: 'local' },
      version: expect.any(String),
      uptime_seconds: expect.any(Number),
    });
  });

  it('answers 503 degraded when storage fails, and keeps the reason for the owner', async () => {
    storeChecks.failing = true;
    try {
      ctx.clock.advance(60_000);
      const anyone = await health();
      expect(anyone.statusCode).toBe(503);
      expect(anyone.json()).toEqual({ success: false, status: 'degraded' });
      const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
      const owner = await health(headers);
      expect(owner.statusCode).toBe(503);
      expect(owner.json().storage).toEqual({ kind: 'local', status: 'error', detail: 'disk full at /srv/portal/files' });
    } finally {
      storeChecks.failing = false;
      ctx.clock.advance(60_000);
    }
  });

  it('writes to the store at most once in 30 seconds, however often it is asked', async () => {
    ctx.clock.advance(60_000);
    const before = storeChecks.count;
    await Promise.all([health(), health()]);
    await health();
    ctx.clock.advance(29_000);
    await health();
    expect(storeChecks.count - before).toBe(1);
    ctx.clock.advance(1_000);
    await health();
    expect(storeChecks.count - before).toBe(2);
  });
});
