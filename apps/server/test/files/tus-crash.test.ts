import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { serverBundleOptions } from '../../bundle-options.mjs';
import { filesUnder } from './files-helpers.ts';
import { describeEmbeddedOnly } from '../test-database.ts';
import { startNodeFlags } from '../../../../scripts/start-command.mjs';

/**
 * The real server as a child process on one DATA_DIR (embedded PGlite): a 64 MiB resumable upload is
 * killed with SIGKILL at about half, the server restarted, the upload resumed from the offset HEAD
 * answers, and the stored original's SHA-256 checked. TUS_CRASH_TRIALS (default 20) sets the number
 * of trials, run in two lanes side by side (each its own server, DATA_DIR and project; a restart is
 * mostly the server loading, so two overlap well on 2 cores). No partial file is ever listed, and
 * after the sweep each store holds exactly its listed files.
 */
const trials = Number(process.env.TUS_CRASH_TRIALS ?? 20);
const laneCount = Math.min(2, trials);
const size = 64 * 1024 * 1024;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const admin = { email: 'tus-crash@portal.test', password: 'Tus-Crash-Pa55word-7q' };
const bundleDir = path.join(serverDir, 'node_modules', `.tus-crash-test-${process.pid}`);

/** One server, its DATA_DIR and its sign-in, killed and restarted by one lane of trials. */
interface Lane {
  dataDir: string;
  port: number;
  server?: ChildProcess;
  log: string;
  token: string;
}
const lanes: Lane[] = [];

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/**
 * The server bundled once, as `npm run build` does (the same entry, dependencies left in node_modules,
 * the migrations and a migrated empty database beside it: this run's, from global-setup.ts).
 */
async function bundleServer() {
  await build(serverBundleOptions([path.join(serverDir, 'src/main.ts')], bundleDir));
  await cp(path.join(serverDir, 'src/db/migrations'), path.join(bundleDir, 'migrations'), { recursive: true });
  const migrated = inject('pgliteStart');
  if (migrated) await cp(migrated, path.join(bundleDir, 'pglite-snapshot.tar.gz'));
}

async function startServer(lane: Lane) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, [...startNodeFlags, path.join(bundleDir, 'main.js')], {
    // With `npm start`'s node flags (PGlite starts about 0.7 s sooner); its malloc settings have no
    // bearing on what a kill leaves behind.
    env: { ...inherited, PORT: String(lane.port), HOST: '127.0.0.1', DATA_DIR: lane.dataDir, PORTAL_DEMO: '0', PORTAL_ADMIN_EMAIL: admin.email, PORTAL_ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', SECRET_KEY: 'tus-crash-test-secret-key-0123456789abcdef' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (lane.log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (lane.log += chunk.toString()));
  lane.server = child;
  // Generous: a start takes seconds, but a machine this test shares may be far busier than that.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${lane.log.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer:\n${lane.log.slice(-2000)}`);
    if (await fetch(`http://127.0.0.1:${lane.port}/api/v1/health/`).then((res) => res.ok, () => false)) return;
    await sleep(25);
  }
}

async function killServer(lane: Lane) {
  const child = lane.server!;
  lane.server = undefined;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function api(lane: Lane, method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${lane.port}${url}`, { method, headers: { authorization: `Token ${lane.token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { success: boolean; data: never; token?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const tus = (lane: Lane, extra: Record<string, string> = {}) => ({ authorization: `Token ${lane.token}`, 'tus-resumable': '1.0.0', ...extra });
const b64 = (value: string) => Buffer.from(value).toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storedSize = (lane: Lane, uploadId: string) => stat(path.join(lane.dataDir, 'files', 'tus', uploadId)).then((s) => s.size, () => 0);
const storedObjects = async (lane: Lane) => (await filesUnder(path.join(lane.dataDir, 'files'))).filter((key) => !key.startsWith('.health/')).sort();

/** Streams the whole file in one PATCH; once about half of it is on disk, the server is killed. */
async function patchUntilKilled(lane: Lane, location: string, uploadId: string, bytes: Buffer) {
  const request = httpRequest({ host: '127.0.0.1', port: lane.port, method: 'PATCH', path: location, headers: tus(lane, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', 'content-length': String(bytes.length) }) });
  request.on('error', () => undefined); // the server dies under it
  const chunk = 1024 * 1024;
  for (let sent = 0; sent < bytes.length; sent += chunk) {
    if (!request.write(bytes.subarray(sent, sent + chunk))) await new Promise((done) => request.once('drain', done));
    if ((await storedSize(lane, uploadId)) >= bytes.length / 2) break;
    await sleep(2);
  }
  const deadline = Date.now() + 10_000;
  while ((await storedSize(lane, uploadId)) < bytes.length / 2 && Date.now() < deadline) await sleep(5);
  await killServer(lane);
  request.destroy();
}

/** `count` trials on one lane's server, then its sweep; answers what was checked. */
async function runLane(lane: Lane, count: number) {
  await startServer(lane);
  lane.token = (await api(lane, 'POST', '/api/login/', admin)).token!;
  const company = (await api(lane, 'POST', '/api/v1/companies/', { companyName: 'Crash Realty', email: 'tus-crash-realty@example.test', phone: '0400 000 000', address: '1 Crash St', password: 'password1', confirm_password: 'password1' })).data as { id: number };
  const category = (await api(lane, 'POST', '/api/v1/categories/', { name: 'Residential', description: 'Homes' })).data as { id: number };
  const service = (await api(lane, 'POST', '/api/v1/services/', { serviceName: 'Photos', price: '350', gstRate: 'no-gst', description: 'Photos' })).data as { id: number };
  const project = (await api(lane, 'POST', '/api/v1/projects/', { projectName: 'Crash shoot', company_id: company.id, category_id: category.id, service_id: service.id, siteAddress: 'https://maps.example/crash' })).data as { id: number };
  const listed = async () => ((await api(lane, 'GET', `/api/v1/projects/${project.id}/files/`)).data as { files: Array<{ id: number; name: string; checksum: string; file_size: number }> }).files;

  const complete = new Map<string, string>();
  const uploadIds: string[] = [];
  for (let trial = 1; trial <= count; trial++) {
    const bytes = randomBytes(size);
    const checksum = sha256(bytes);
    const name = `drone-${trial}.mov`;
    const created = await fetch(`http://127.0.0.1:${lane.port}/api/v1/uploads/tus/`, { method: 'POST', headers: tus(lane, { 'upload-length': String(size), 'upload-metadata': `project_id ${b64(String(project.id))},filename ${b64(name)}` }) });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    uploadIds.push(uploadId);

    await patchUntilKilled(lane, location, uploadId, bytes);
    await startServer(lane);

    // Half a file is never listed.
    expect((await listed()).map((file) => file.name).sort()).toEqual([...complete.keys()].sort());
    const head = await fetch(`http://127.0.0.1:${lane.port}${location}`, { method: 'HEAD', headers: tus(lane) });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(size / 2);
    expect(offset).toBeLessThan(size);

    const rest = await fetch(`http://127.0.0.1:${lane.port}${location}`, { method: 'PATCH', headers: tus(lane, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }), body: bytes.subarray(offset) });
    expect(rest.status, await rest.clone().text()).toBe(200);
    const file = ((await rest.json()) as { data: { file: { id: number; checksum: string; file_size: number } } }).data.file;
    expect(file).toMatchObject({ checksum, file_size: size });
    // The stored original is the very bytes sent, before and after the kill.
    expect(sha256(await readFile(path.join(lane.dataDir, 'files', 'tus', uploadId)))).toBe(checksum);
    complete.set(name, checksum);
  }

  const files = await listed();
  expect(Object.fromEntries(files.map((file) => [file.name, file.checksum]))).toEqual(Object.fromEntries(complete));
  // The sweep runs as the server comes up: after it, the store holds the listed files' bytes and nothing else.
  await killServer(lane);
  await startServer(lane);
  const expected = uploadIds.map((id) => `tus/${id}`).sort();
  for (let waited = 0; waited < 10_000 && JSON.stringify(await storedObjects(lane)) !== JSON.stringify(expected); waited += 100) await sleep(100);
  expect(await storedObjects(lane)).toEqual(expected);
  return complete.size;
}

describeEmbeddedOnly('kill -9 in the middle of a resumable upload', () => {
  beforeAll(async () => {
    await bundleServer();
    for (let i = 0; i < laneCount; i++) lanes.push({ dataDir: await mkdtemp(path.join(tmpdir(), 'portal-tus-crash-')), port: await freePort(), log: '', token: '' });
  });

  afterAll(async () => {
    for (const lane of lanes) {
      if (lane.server) await killServer(lane);
      await rm(lane.dataDir, { recursive: true, force: true });
    }
    await rm(bundleDir, { recursive: true, force: true });
  });

  it(`resumes after ${trials} kills at half a 64 MiB upload, with the right SHA-256, listing no partial file and leaving no orphan`, { timeout: 900_000 }, async () => {
    const counts = lanes.map((_, i) => Math.floor(trials / laneCount) + (i < trials % laneCount ? 1 : 0));
    const done = await Promise.all(lanes.map((lane, i) => runLane(lane, counts[i]!)));
    expect(done.reduce((a, b) => a + b, 0)).toBe(trials);
  });
});
