import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
/**
 * Loaded on first use only: by a server on S3, with Stripe or SMTP, or once it makes an image, a PDF,
 * checks a password or first gives memory back (koffi).
 */
const onFirstUse = ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'stripe', 'nodemailer', 'pdfkit', 'sharp', 'file-type', '@node-rs/argon2', 'koffi'];

it('starts without loading what only some installs or some requests need', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-start-modules-test-'));
  const record = path.join(dir, 'imports.txt');
  try {
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--import', './test/loaded-modules/register-recorder.mjs', 'test/loaded-modules/start-child.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORTAL_RECORD_IMPORTS: record, PGLITE_START: inject('pgliteStart') ?? '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(child.status, child.stderr).toBe(0);
    const required = JSON.parse(child.stdout.trim().split('\n').pop()!) as string[];
    const loaded = [...required, ...readFileSync(record, 'utf8').split('\n')];
    const packages = (names: string[]) => names.filter((name) => loaded.some((file) => file.includes(`/node_modules/${name}/`)));
    expect(packages(['fastify', 'zod'])).toEqual(['fastify', 'zod']); // the recording itself works
    expect(packages(onFirstUse)).toEqual([]);
    // Each database driver only where it is the one chosen.
    expect(packages(process.env.DATABASE_URL ? ['@electric-sql/pglite'] : ['pg'])).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
