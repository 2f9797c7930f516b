import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEnv, startNodeFlags } from '../../../../scripts/start-command.mjs';

const child = fileURLToPath(new URL('./freed-memory-child.mjs', import.meta.url));

/** Runs the child with `npm start`'s node flags (--expose-gc among them) and environment defaults; answers its readings in MB. */
function freedMemory(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [...startNodeFlags, child], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { before: number; peak: number; after: number; kept: number };
}

// An idle server keeps what glibc's malloc does not give back: the database's compiled code, image
// work and request buffers leave freed blocks between live ones, which stay resident by default.
describe.skipIf(!existsSync('/proc/self/status'))('npm start', () => {
  it('runs the server with a malloc that gives freed memory back even between blocks still in use', () => {
    const { before, peak, after, kept } = freedMemory(startEnv({}));
    expect(kept).toBe(128);
    expect(peak - before).toBeGreaterThan(100);
    // 8 MB stay in use; by default about 128 MB would stay resident.
    expect(after - before).toBeLessThan(40);
  });
});
