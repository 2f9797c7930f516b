import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';

/** The object directory mkdir is to fail on once, as when a concurrent delete removes a parent mkdir just made. */
const race = vi.hoisted(() => ({ failOnceUnder: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const mkdir = (async (dir: string, options?: unknown) => {
    if (race.failOnceUnder && String(dir).includes(race.failOnceUnder)) {
      race.failOnceUnder = null;
      throw Object.assign(new Error(`ENOENT: no such file or directory, mkdir '${dir}'`), { code: 'ENOENT' });
    }
    return actual.mkdir(dir, options as Parameters<typeof actual.mkdir>[1]);
  }) as typeof actual.mkdir;
  return { ...actual, mkdir, default: { ...actual, mkdir } };
});

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'local-store-race-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

it('stores the object when a concurrent cleanup removes the parent mkdir is making', async () => {
  const store = createLocalFileStore(root);
  race.failOnceUnder = `${path.sep}projects${path.sep}7`;
  await store.put('projects/7/a.jpg', Readable.from([Buffer.from('bytes')]));
  expect(race.failOnceUnder).toBeNull();
  expect(await readFile(path.join(root, 'projects', '7', 'a.jpg'), 'utf8')).toBe('bytes');
});
