// Listing a folder of 2,000 files (GET /api/v1/projects/{id}/files/?folder_path=X) under autocannon,
// against bare node:http answering the same JSON from memory. Target: p50 under 50 ms.
// Run with: npx tsx bench/files/list.ts   (BENCH_SECONDS=10; BENCH_DB=pglite|postgres, see common.ts)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, saveResult, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { call, startServer, uploadMultipart } from './common.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const fileCount = Number(process.env.BENCH_LIST_FILES ?? 2000);
const batch = 100;
const folder = 'Listing';
const targetP50 = 50;

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { requestsPerSecond: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

export async function list() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-list-'));
  const server = await startServer();
  let baseline: ReturnType<typeof spawnGroup> | undefined;
  try {
    // 2,000 small non-image files into one folder, 100 per multipart request (no derivative work).
    const started = performance.now();
    for (let n = 0; n < fileCount; n += batch) {
      const files = Array.from({ length: Math.min(batch, fileCount - n) }, (_, i) => ({ source: Buffer.from(`bench file ${n + i}\n`), name: `note-${String(n + i).padStart(5, '0')}.txt` }));
      const answer = await uploadMultipart(`${server.url}/api/v1/projects/${server.projectId}/`, server.token, files, { folder_path: folder });
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    }
    const seedMs = performance.now() - started;

    const route = `/api/v1/projects/${server.projectId}/files/?folder_path=${folder}`;
    const headers = { authorization: `Token ${server.token}` };
    const captured = await call(`${server.url}${route}`, { token: server.token });
    const listed = (JSON.parse(captured.body.toString()) as { data: { files: unknown[] } }).data.files.length;
    if (captured.status !== 200 || listed !== fileCount) throw new Error(`the list answered ${captured.status} with ${listed} entries, expected ${fileCount}`);
    const bodyFile = path.join(dir, 'list.json');
    writeFileSync(bodyFile, captured.body);
    const basePort = await freePort();
    baseline = spawnGroup('node', ['bench/files/list-baseline-server.mjs', bodyFile, String(basePort)], {});
    await waitFor200(`http://127.0.0.1:${basePort}/`, performance.now(), baseline);

    console.log(`folder list: ${fileCount.toLocaleString('en')} files in one folder (seeded in ${(seedMs / 1e3).toFixed(1)} s, ${fileCount / batch} uploads), answer ${(captured.body.length / 1e3).toFixed(0)} kB; database ${server.database}; ${seconds} s each`);
    const results: Record<string, unknown> = { files: fileCount, bytes: captured.body.length, database: server.database };
    for (const connections of [1, 8]) {
      const app = await load(`${server.url}${route}`, connections, headers);
      const base = await load(`http://127.0.0.1:${basePort}/`, connections);
      const ratio = app.p50 / Math.max(base.p50, 1);
      results[`c${connections}`] = { app, baseline: base, p50Ratio: Number(ratio.toFixed(1)) };
      console.log(`  ${connections} conn: app p50 ${app.p50} ms, p99 ${app.p99} ms, ${app.requestsPerSecond} req/s | baseline (same JSON from memory, node:http) p50 ${base.p50} ms, p99 ${base.p99} ms, ${base.requestsPerSecond} req/s | p50 ${ratio.toFixed(1)}x the baseline's (its p50 floored at 1 ms), ${(app.requestsPerSecond / base.requestsPerSecond).toFixed(2)}x its req/s`);
    }
    const p50 = (results.c1 as { app: { p50: number } }).app.p50;
    console.log(`  p50 at 1 connection ${p50} ms (target < ${targetP50} ms: ${p50 < targetP50 ? 'met' : 'MISSED'})`);
    saveResult('files-list', { ...results, met: p50 < targetP50 });
  } finally {
    if (baseline) await stopGroup(baseline);
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  list().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
