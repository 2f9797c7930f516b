import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEnv, startNodeFlags } from '../../../../scripts/start-command.mjs';
import { glibcVersion } from '../../src/lib/release-memory.ts';

const child = fileURLToPath(new URL('./freed-memory-child.ts', import.meta.url));

/** Runs the child with `npm start`'s node flags (--expose-gc among them) and environment defaults; answers its readings in MB. */
function freedMemory(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [...startNodeFlags, '--import', 'tsx', child], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { before: number; peak: number; after: number; kept: number; trimmed: boolean };
}

// An idle server keeps what malloc does not give back by itself: the database's compiled code, image
// work and request buffers leave freed blocks between live ones, which stay resident by default.
// Where node runs on glibc: the C library whose malloc_trim the server calls.
describe.skipIf(!existsSync('/proc/self/status') || !glibcVersion())('npm start', () => {
  it('gives back, once idle, freed memory that lies between blocks still in use', () => {
    const { before, peak, after, kept, trimmed } = freedMemory(startEnv({}));
    expect(trimmed).toBe(true);
    expect(kept).toBe(128);
    expect(peak - before).toBeGreaterThan(100);
    // 8 MB stay in use; without the trim about 128 MB would stay resident.
    expect(after - before).toBeLessThan(40);
  });
});
