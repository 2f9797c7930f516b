import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleOriginalCopies } from './original-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'original-copies-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function copy(name: string, ageMs: number) {
  const full = path.join(dir, name);
  await mkdir(full);
  await writeFile(path.join(full, 'original'), 'bytes');
  const at = new Date(Date.now() - ageMs);
  await utimes(full, at, at);
  return full;
}

describe('removeStaleOriginalCopies', () => {
  it('removes copies left by a killed job an hour ago, and leaves a job in progress and anything else alone', async () => {
    const stale = await copy('portal-original-abc123', 2 * 3600_000);
    const fresh = await copy('portal-original-def456', 60_000);
    const other = await copy('someone-elses-dir', 2 * 3600_000);

    expect(await removeStaleOriginalCopies(new Date(Date.now() - 3600_000), dir)).toBe(1);
    expect([existsSync(stale), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
  });
});
