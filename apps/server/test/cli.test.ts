import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createAuthService } from '../src/modules/auth/auth.service.ts';
import { describeEmbeddedOnly } from './test-database.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `npm run portal -- …` the way an operator does, on an embedded data dir. */
async function portal(...args: string[]) {
  try {
    const { stdout } = await run('node', ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

async function canSignIn(email: string, password: string) {
  const database = await openDatabase({ dataDir });
  try {
    const auth = createAuthService({ repo: createAuthRepository(database.db), tokenTtlHours: 1 });
    return await auth.login('admin', { email, password }, '127.0.0.1').then(() => true, () => false);
  } finally {
    await database.close();
  }
}

// Each test starts the CLI several times (each opens the database): minutes on a busy machine.
describeEmbeddedOnly('npm run portal', () => {
  it('creates an admin who can sign in, then resets the password', { timeout: 120_000 }, async () => {
    const created = await portal('create-admin', 'boss@example.test', '--password', 'first password');
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain('Created admin boss@example.test');
    expect(await canSignIn('boss@example.test', 'first password')).toBe(true);

    const reset = await portal('reset-password', 'boss@example.test');
    expect(reset.code).toBe(0);
    const generated = /Password: (\S+)/.exec(reset.output)?.[1] ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(16);
    expect(await canSignIn('boss@example.test', 'first password')).toBe(false);
    expect(await canSignIn('boss@example.test', generated)).toBe(true);
  });

  it('refuses a duplicate admin, an unknown account and an unknown command with a clear message', { timeout: 120_000 }, async () => {
    await portal('create-admin', 'dup@example.test', '--password', 'long enough');
    expect(await portal('create-admin', 'dup@example.test', '--password', 'long enough')).toMatchObject({ code: 1, output: expect.stringContaining('already exists') });
    expect(await portal('reset-password', 'ghost@example.test')).toMatchObject({ code: 1, output: expect.stringContaining('No account') });
    expect(await portal('frobnicate')).toMatchObject({ code: 1, output: expect.stringContaining('Unknown command') });
  });
});
