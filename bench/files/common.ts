// Shared by the project-files benches: a fresh server (node itself, so /proc/<pid> is the server),
// an admin token, a project, streamed multipart uploads, and the server's resident memory.
// Database: a throwaway PostgreSQL cluster when its binaries are installed (as in production, so the
// server's RSS is the app's own), else embedded PGlite in DATA_DIR; BENCH_DB=pglite|postgres forces one.
// PGlite runs inside the server process: its WASM heap alone is ~330 MB of RSS, idle.
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { memoryReleaseQuietMs } from '../../apps/server/src/bootstrap/release-memory-when-quiet.ts';
import { startNodeFlags } from '../../scripts/start-command.mjs';
import { admin, freePort, freshServerEnv, serverEnv, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';

export const MiB = 1024 ** 2;
export const GiB = 1024 ** 3;
export const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1e3);

export interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** One request with an optional JSON body; the whole answer in memory (small answers only). */
export function call(url: string, { method = 'GET', token, json }: { method?: string; token?: string; json?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers: Record<string, string | number> = {};
    if (token) headers.authorization = `Token ${token}`;
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length });
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function callJson<T = { data: { id: number } }>(url: string, options: Parameters<typeof call>[1] = {}, expect = [200, 201]): Promise<T> {
  const answer = await call(url, options);
  if (!expect.includes(answer.status)) throw new Error(`${options.method ?? 'GET'} ${url}: ${answer.status} ${answer.body.toString().slice(0, 500)}`);
  return JSON.parse(answer.body.toString()) as T;
}

export interface UploadFile {
  /** Path on disk of the bytes, or the bytes themselves. */
  source: string | Buffer;
  name: string;
}

/**
 * A multipart POST built by hand and streamed: per file a part header, the file's bytes (read from
 * disk as the socket drains), the closing CRLF; Content-Length announced up front, nothing buffered.
 */
export function uploadMultipart(url: string, token: string, files: UploadFile[], fields: Record<string, string> = {}): Promise<Answer> {
  const boundary = `----portal-bench-${Math.random().toString(16).slice(2)}`;
  const pieces: Array<Buffer | { file: string }> = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="projectFiles"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    pieces.push(typeof file.source === 'string' ? { file: file.source } : file.source);
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + (Buffer.isBuffer(piece) ? piece.length : statSync(piece.file).size), 0);

  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    (async () => {
      for (const piece of pieces) {
        if (Buffer.isBuffer(piece)) {
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
          continue;
        }
        for await (const chunk of createReadStream(piece.file, { highWaterMark: 1 * MiB })) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
      }
      req.end();
    })().catch((error) => req.destroy(error));
  });
}

/** Peak and current resident memory of a process, from /proc (kB in the file, MB here). */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { peakMB: field('VmHWM'), rssMB: field('VmRSS') };
}

/**
 * Watches a process's memory over one phase: resets the kernel's peak (clear_refs 5) when allowed,
 * and also samples VmRSS every 20 ms, so the phase's peak is known either way.
 */
export function watchMemory(pid: number) {
  let reset = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    reset = true;
  } catch {
    // not permitted: the sampled peak still holds
  }
  const atStart = memoryOf(pid).rssMB;
  let sampled = atStart;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, memoryOf(pid).rssMB);
    } catch {
      // process gone
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      const now = memoryOf(pid);
      sampled = Math.max(sampled, now.rssMB);
      // VmHWM covers the whole life of the process unless the reset worked.
      const peakMB = reset ? Math.max(now.peakMB, sampled) : sampled;
      return { peakMB: Math.round(peakMB), rssAtStartMB: Math.round(atStart), kernelPeakReset: reset };
    },
  };
}

function hasPostgres() {
  try {
    return !!findPostgresBin();
  } catch {
    return false;
  }
}

export interface BenchServer {
  url: string;
  pid: number;
  token: string;
  projectId: number;
  dataDir: string;
  database: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/**
 * `node apps/server/dist/main.js` as `npm start` runs it (its node flags and malloc settings) on a fresh
 * DATA_DIR (temp dir, same disk as os.tmpdir()), signed in as the admin, with one project, gone quiet. `nodeArgs`
 * replace npm start's flags before the script.
 */
export async function startServer({ nodeArgs = startNodeFlags, env: extraEnv = {}, log = 'ignore' }: { nodeArgs?: string[]; env?: Record<string, string>; log?: 'ignore' | 'inherit' } = {}): Promise<BenchServer> {
  ensureBuilt();
  const port = await freePort();
  const { env, cleanup } = freshServerEnv(port);
  const usePostgres = process.env.BENCH_DB ? process.env.BENCH_DB === 'postgres' : hasPostgres();
  const postgres = usePostgres ? await startThrowawayPostgres({ database: 'portal_bench_files', quiet: true }) : undefined;
  const started = performance.now();
  const child = spawnGroup('node', [...nodeArgs, 'apps/server/dist/main.js'], { ...serverEnv, ...env, LOG_LEVEL: 'warn', ...(postgres ? { DATABASE_URL: postgres.url } : {}), ...extraEnv }, log);
  const stop = async () => {
    await stopGroup(child);
    await postgres?.stop();
    cleanup();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor200(`${url}/api/v1/health/`, started, child, 120_000);
    const { token } = await callJson<{ token: string }>(`${url}/api/login/user/`, { method: 'POST', json: { email: admin.email, password: admin.password } });
    const post = async (route: string, json: object) => (await callJson(`${url}${route}`, { method: 'POST', token, json })).data.id;
    const category = await post('/api/v1/categories/', { name: 'Bench homes', description: 'Homes' });
    const service = await post('/api/v1/services/', { serviceName: 'Bench photos', price: '200', gstRate: 'no-gst', description: 'Photos' });
    const company = await post('/api/v1/companies/', {
      companyName: 'Bench Realty',
      email: 'files@bench.test',
      phone: '+61 400 111 222',
      address: '1 Bench St',
      password: 'Company-Pa55word!',
      confirm_password: 'Company-Pa55word!',
    });
    const projectId = await post('/api/v1/projects/', { projectName: '1 Bench St', company_id: company, category_id: category, service_id: service, siteAddress: 'https://maps.example.com/1-bench' });
    if (!child.pid) throw new Error('no server pid');
    // As between a start and a studio's first upload: the server's first quiet spell gives back what
    // the start and this setup used, so "idle before" is the idle server, not its first seconds.
    await new Promise((resolve) => setTimeout(resolve, memoryReleaseQuietMs + 1_000));
    return { url, pid: child.pid, token, projectId, dataDir: env.DATA_DIR as string, database: postgres ? 'postgres' : 'pglite', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where the local store keeps a project's files (to check they are on the same disk as the baseline's). */
export const storeDir = (server: BenchServer) => path.join(server.dataDir, 'files');

export const sameDisk = (a: string, b: string) => existsSync(a) && existsSync(b) && statSync(a).dev === statSync(b).dev;
