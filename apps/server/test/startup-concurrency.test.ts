import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgencies } from '../src/bootstrap/demo/demo-content.ts';
import { demoLogins } from '../src/bootstrap/demo/load-demo.ts';
import { builtInRoles } from '../src/db/seed-roles.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const clusterUrl = process.env.DATABASE_URL;
const ownerEmail = 'owner@startup.example';
const instanceCount = 3;

interface Instance {
  child: ChildProcess;
  output: string;
  port: Promise<number>;
}

/** Starts the real server entry the way `npm start` does, on any free port. */
function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { child, output: '' } as Instance;
  instance.port = new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      instance.output += chunk.toString();
      const match = /Portal is running on http:\/\/localhost:(\d+)/.exec(instance.output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`instance exited with ${code} before listening:\n${instance.output}`)));
  });
  return instance;
}

describe.skipIf(!clusterUrl)('several instances starting at once on one fresh PostgreSQL database', () => {
  const databaseName = `portal_startup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  let databaseUrl: string;
  let dataDir: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(clusterUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-startup-'));
  });

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('all come up healthy, with one owner and one demo load between them', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PORTAL_ADMIN_EMAIL: ownerEmail,
      PORTAL_ADMIN_PASSWORD: 'startup owner password',
      PORTAL_DEMO: '1',
      LOG_LEVEL: 'warn',
    };
    for (let i = 0; i < instanceCount; i++) instances.push(startInstance(env));
    const ports = await Promise.all(instances.map((instance) => instance.port));

    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, status: 'ok' });
    }
    const outputs = instances.map((instance) => instance.output);
    expect(outputs.filter((text) => text.includes(`Created the first admin account ${ownerEmail}`))).toHaveLength(1);
    expect(outputs.filter((text) => text.includes('Demo data loaded'))).toHaveLength(1);

    const count = async (query: string, values: unknown[] = []) => {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        return Number((await db.query<{ n: string }>(query, values)).rows[0]!.n);
      } finally {
        await db.end();
      }
    };
    expect(await count(`select count(*) as n from users where type = 'admin'`)).toBe(1);
    expect(await count('select count(*) as n from companies')).toBe(demoAgencies.length);
    expect(await count('select count(*) as n from users where lower(email) = $1', [demoLogins.staff])).toBe(1);
    expect(await count('select count(*) as n from roles')).toBe(builtInRoles.length);
  }, 240_000);
});
