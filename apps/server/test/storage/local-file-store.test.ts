import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundInStore } from '../../src/storage/file-store.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'local-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local FileStore', () => {
  it.each(['../escape', 'projects/../../escape', '/etc/passwd', 'projects\\1\\a', 'projects/a\0b', '', 'projects//a', '.tmp/x', '.health/x'])(
    'refuses the key %j',
    async (key) => {
      const store = createLocalFileStore(root);
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow();
      await expect(store.get(key)).rejects.toThrow();
      await expect(store.stat(key)).rejects.toThrow();
      await expect(store.delete([key])).rejects.toThrow();
      await expect(store.localPath!(key)).rejects.toThrow();
    },
  );

  it('hands readers the file of an object, and NotFoundInStore for a missing one', async () => {
    const store = createLocalFileStore(root);
    await store.put('projects/1/a', Readable.from([Buffer.from('bytes')]));
    expect(await store.localPath!('projects/1/a')).toBe(path.join(root, 'projects/1/a'));
    await expect(store.localPath!('projects/1/missing')).rejects.toBeInstanceOf(NotFoundInStore);
    await expect(store.localPath!('projects/1')).rejects.toBeInstanceOf(NotFoundInStore);
  });

  it('keeps its temporary and health files out of listings', async () => {
    const store = createLocalFileStore(root);
    await store.put('projects/1/a', Readable.from([Buffer.from('a')]));
    await store.check();
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    await writeFile(path.join(root, '.tmp', 'half-upload'), 'x');
    const keys = [];
    for await (const object of store.list('')) keys.push(object.key);
    expect(keys).toEqual(['projects/1/a']);
  });

  it('removes directories a delete leaves empty, and writes into them again', async () => {
    const store = createLocalFileStore(root);
    await store.put('projects/7/a', Readable.from([Buffer.from('a')]));
    await store.delete(['projects/7/a']);
    expect(await readdir(root)).toEqual(['.tmp']);
    await store.put('projects/7/a', Readable.from([Buffer.from('again')]));
    expect((await store.stat('projects/7/a'))?.size).toBe(5);
  });
});

describe('removeInterruptedUploads', () => {
  it('deletes only temporary files older than the given age', async () => {
    const tmp = path.join(root, '.tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'crashed'), 'x');
    await writeFile(path.join(tmp, 'in-progress'), 'x');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    await utimes(path.join(tmp, 'crashed'), dayAgo, dayAgo);
    expect(await createLocalFileStore(root).removeInterruptedUploads(new Date(Date.now() - 3600 * 1000))).toBe(1);
    expect(await readdir(tmp)).toEqual(['in-progress']);
  });

  it('counts nothing when no upload ever started', async () => {
    expect(await createLocalFileStore(root).removeInterruptedUploads(new Date())).toBe(0);
  });
});
