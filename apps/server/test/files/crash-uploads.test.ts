import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverBundleOptions } from '../../bundle-options.mjs';
import { filesUnder } from './files-helpers.ts';
import { describeEmbeddedOnly } from '../test-database.ts';
import { startNodeFlags } from '../../../../scripts/start-command.mjs';

/**
 * The real server as a child process on one DATA_DIR (embedded PGlite), killed with SIGKILL in the
 * middle of a large upload again and again: a partial file is never listed, and once the partial
 * files have aged past the sweeper's hour, its round removes them all.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const kills = 20;
const admin = { email: 'crash@portal.test', password: 'Crash-Test-Pa55word-7q' };
// Inside node_modules so the bundle resolves the server's dependencies from there.
const bundleDir = path.join(serverDir, 'node_modules', `.crash-test-${process.pid}`);

let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let log = '';

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/** The server bundled once, as `npm run build` does (the same entry, dependencies left in node_modules). */
async function bundleServer() {
  await build(serverBundleOptions([path.join(serverDir, 'src/main.ts')], bundleDir));
  await cp(path.join(serverDir, 'src/db/migrations'), path.join(bundleDir, 'migrations'), { recursive: true });
}

async function startServer() {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, [...startNodeFlags, path.join(bundleDir, 'main.js')], {
    // With `npm start`'s node flags (PGlite starts about 0.7 s sooner); its malloc settings have no
    // bearing on what a kill leaves behind.
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DEMO: '0', PORTAL_ADMIN_EMAIL: admin.email, PORTAL_ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', SECRET_KEY: 'crash-test-secret-key-0123456789abcdef0123' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = child;
  // A start takes seconds; on a machine busy with other suites (the tus crash test's lanes) it may take minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer:\n${log.slice(-2000)}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health/`).then((res) => res.ok, () => false);
    if (healthy) return;
    await sleep(50);
  }
}

async function killServer() {
  const child = server!;
  server = undefined;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

let token = '';
async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { success: boolean; data: never; token?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const boundary = 'crash-test-boundary';
const partHead = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="projectFiles"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

/** A small upload that completes: these, and only these, must ever be listed. */
async function completeUpload(projectId: number, name: string, bytes: Buffer) {
  const body = Buffer.concat([Buffer.from(partHead(name)), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/projects/${projectId}/`, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  expect(res.status, await res.clone().text()).toBe(200);
}

const tempDir = () => path.join(dataDir, 'files', '.tmp');
async function tempBytes() {
  let total = 0;
  for (const name of await readdir(tempDir()).catch(() => [])) total += (await stat(path.join(tempDir(), name)).catch(() => ({ size: 0 }))).size;
  return total;
}

/**
 * Starts a 40 MB upload and feeds it slowly; once a few MB are on disk (in files/.tmp), the server is
 * killed with SIGKILL. Answers when the server is gone.
 */
async function uploadUntilKilled(projectId: number) {
  const total = 40 * 1024 * 1024;
  const head = Buffer.from(partHead('raw-footage.mov'));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/v1/projects/${projectId}/`,
    headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + total + tail.length },
  });
  request.on('error', () => undefined); // the server dies under it
  request.write(head);
  const before = await tempBytes();
  const chunk = Buffer.alloc(256 * 1024, 0x5a);
  for (let sent = 0; sent < total / 2; sent += chunk.length) {
    request.write(chunk);
    await sleep(5);
    if ((await tempBytes()) - before > 3 * 1024 * 1024) break;
  }
  // A busy machine may leave what was sent in the socket a while: the kill waits until some of it is on disk.
  for (const until = Date.now() + 60_000; (await tempBytes()) - before === 0 && Date.now() < until; ) await sleep(50);
  expect((await tempBytes()) - before).toBeGreaterThan(0);
  await killServer();
  request.destroy();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeEmbeddedOnly('kill -9 in the middle of uploads', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-'));
    port = await freePort();
    await bundleServer();
  });

  afterAll(async () => {
    if (server) await killServer();
    await rm(bundleDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`lists only complete files across ${kills} kills and restarts, and the sweep leaves no partial bytes`, { timeout: 300_000 }, async () => {
    await startServer();
    token = (await api('POST', '/api/login/', admin)).token!;
    const company = (await api('POST', '/api/v1/companies/', { companyName: 'Crash Realty', email: 'crash-realty@example.test', phone: '0400 000 000', address: '1 Crash St', password: 'password1', confirm_password: 'password1' })).data as { id: number };
    const category = (await api('POST', '/api/v1/categories/', { name: 'Residential', description: 'Homes' })).data as { id: number };
    const service = (await api('POST', '/api/v1/services/', { serviceName: 'Photos', price: '350', gstRate: 'no-gst', description: 'Photos' })).data as { id: number };
    const project = (await api('POST', '/api/v1/projects/', { projectName: 'Crash shoot', company_id: company.id, category_id: category.id, service_id: service.id, siteAddress: 'https://maps.example/crash' })).data as { id: number };

    const complete = new Map<string, string>();
    const listedFiles = async () => ((await api('GET', `/api/v1/projects/${project.id}/files/`)).data as { files: Array<{ name: string; size: number; checksum: string }> }).files;

    for (let round = 1; round <= kills; round++) {
      const bytes = Buffer.from(`complete file ${round} `.repeat(100 * round));
      await completeUpload(project.id, `complete-${round}.txt`, bytes);
      complete.set(`complete-${round}.txt`, sha256(bytes));
      await uploadUntilKilled(project.id);
      await startServer();
      // Never a partial file: exactly the complete uploads, each with the checksum of all its bytes.
      const listed = await listedFiles();
      expect(Object.fromEntries(listed.map((file) => [file.name, file.checksum]))).toEqual(Object.fromEntries(complete));
    }

    // What the kills left: one partial file each, still there because none is an hour old yet.
    expect(await readdir(tempDir())).toHaveLength(kills);
    await killServer();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    for (const name of await readdir(tempDir())) await utimes(path.join(tempDir(), name), twoHoursAgo, twoHoursAgo);

    // The sweeper's first round runs as the server comes up; no restart a day later is needed.
    await startServer();
    const until = Date.now() + 20_000;
    while ((await readdir(tempDir())).length && Date.now() < until) await sleep(100);
    expect(await readdir(tempDir())).toEqual([]);
    // The store holds exactly the listed files' bytes: one object each, nothing orphaned.
    const objects = (await filesUnder(path.join(dataDir, 'files'))).filter((key) => !key.startsWith('.health/'));
    expect(objects).toHaveLength(complete.size);
    expect(objects.every((key) => key.startsWith(`projects/${project.id}/`))).toBe(true);
    expect((await listedFiles()).map((file) => file.name).sort()).toEqual([...complete.keys()].sort());
  });
});
