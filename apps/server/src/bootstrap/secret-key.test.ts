import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecretKey } from './secret-key.ts';

let dataDir: string;
beforeEach(async () => void (dataDir = await mkdtemp(path.join(tmpdir(), 'portal-secret-'))));
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the generated secret key', () => {
  it('is one key for instances that start together on one DATA_DIR', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => resolveSecretKey(undefined, dataDir)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'secret.key'), 'utf8')).trim()).toBe(keys[0]);
    expect(await readdir(dataDir)).toEqual(['secret.key']);
  });

  it('is kept across starts, and replaced when the file is too short to be a key', async () => {
    const first = await resolveSecretKey(undefined, dataDir);
    expect(await resolveSecretKey(undefined, dataDir)).toBe(first);
    await writeFile(path.join(dataDir, 'secret.key'), 'short\n');
    const replaced = await resolveSecretKey(undefined, dataDir);
    expect(replaced).not.toBe(first);
    expect(replaced.length).toBeGreaterThanOrEqual(32);
  });

  it('is SECRET_KEY when set', async () => {
    expect(await resolveSecretKey('k'.repeat(40), dataDir)).toBe('k'.repeat(40));
  });
});
