// A 2 GiB upload through tus (POST, then PATCHes streamed from disk, each BENCH_TUS_CHUNK bytes,
// default the whole file in one PATCH) against a bare node:http server that streams the same bytes
// to a file while hashing them (SHA-256), in the same run. Target: at least 0.8x the bare server's
// throughput, server peak RSS under 200 MB.
// Run with: npx tsx bench/tus-upload/tus-upload.ts   (BENCH_RUNS=3, BENCH_UPLOAD_BYTES, BENCH_TUS_CHUNK; BENCH_DB=pglite|postgres)
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { execFileSync } from 'node:child_process';
import { freePort, median, saveResult, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { GiB, MiB, callJson, mbps, sameDisk, startServer, watchMemory } from '../files/common.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const size = Number(process.env.BENCH_UPLOAD_BYTES ?? 2 * GiB);
const chunk = Number(process.env.BENCH_TUS_CHUNK ?? size);
const targets = { ratio: 0.8, peakMB: 200 };

async function makeSource(file: string, bytes: number) {
  const out = createWriteStream(file);
  for (let left = bytes; left > 0; left -= MiB) {
    if (!out.write(randomBytes(Math.min(MiB, left)))) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await finished(out);
}

/** One request whose body is a byte range of the file, streamed; answers status, headers and body. */
function send(url: string, method: string, headers: Record<string, string>, body?: { file: string; start: number; end: number }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers: body ? { ...headers, 'content-length': String(body.end - body.start) } : headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (!body || body.end === body.start) return void req.end();
    createReadStream(body.file, { start: body.start, end: body.end - 1, highWaterMark: 4 * MiB }).pipe(req);
  });
}

export async function tusUpload() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-tus-'));
  const server = await startServer();
  try {
    const source = path.join(dir, 'source.bin');
    await makeSource(source, size);
    if (!sameDisk(dir, server.dataDir)) console.log('warning: the source and DATA_DIR are on different disks');
    const timed = async (work: () => Promise<unknown>, after: () => Promise<unknown> | unknown = () => undefined) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        execFileSync('sync');
        const start = performance.now();
        await work();
        times.push(performance.now() - start);
        await after();
      }
      return times;
    };

    // Baseline: a bare node:http server, the body streamed to a file and hashed on the way.
    const sinkPort = await freePort();
    const sink = spawnGroup('node', ['bench/tus-upload/hash-sink-server.mjs', String(sinkPort), dir], {});
    let sinkTimes: number[];
    try {
      await waitFor200(`http://127.0.0.1:${sinkPort}/ready`, performance.now(), sink);
      const toSink = async () => {
        const answer = await send(`http://127.0.0.1:${sinkPort}/file`, 'POST', { 'content-type': 'application/octet-stream' }, { file: source, start: 0, end: size });
        if (answer.status !== 200 || answer.body.length !== 64) throw new Error(`the sink answered ${answer.status} ${answer.body}`);
      };
      await toSink();
      sinkTimes = await timed(toSink);
    } finally {
      await stopGroup(sink);
    }

    // App: tus creation, then the PATCHes; the file is deleted through the API after each run.
    const tus = { authorization: `Token ${server.token}`, 'tus-resumable': '1.0.0' };
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    let lastId = 0;
    const throughTus = async () => {
      const created = await send(`${server.url}/api/v1/uploads/tus/`, 'POST', { ...tus, 'upload-length': String(size), 'upload-metadata': `project_id ${b64(String(server.projectId))},filename ${b64('drone.mov')},folder_path ${b64('Uploads')}` });
      if (created.status !== 201) throw new Error(`creation answered ${created.status}: ${created.body}`);
      const location = `${server.url}${String(created.headers.location)}`;
      let answer = { status: 0, headers: {} as Record<string, string | string[] | undefined>, body: '' };
      for (let offset = 0; offset < size; offset += chunk) {
        const end = Math.min(size, offset + chunk);
        answer = await send(location, 'PATCH', { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, { file: source, start: offset, end });
        if (answer.status !== (end === size ? 200 : 204)) throw new Error(`PATCH at ${offset} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
      const file = (JSON.parse(answer.body) as { data: { file: { id: number; file_size: number } } }).data.file;
      if (file.file_size !== size) throw new Error(`the upload was stored as ${file.file_size} bytes, not ${size}`);
      lastId = file.id;
    };
    const remove = () => callJson(`${server.url}/api/v1/projects/${server.projectId}/files/${lastId}/`, { method: 'DELETE', token: server.token });
    const memory = watchMemory(server.pid);
    const appTimes = await timed(throughTus, remove);
    const rss = memory.stop();

    const [sinkMs, appMs] = [median(sinkTimes), median(appTimes)];
    const ratio = sinkMs / appMs;
    const fmt = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
    console.log(`tus upload of ${(size / GiB).toFixed(2)} GiB (random bytes) in PATCHes of ${(chunk / MiB).toFixed(0)} MiB, ${runs} runs each, median; database ${server.database}`);
    console.log(`  node:http, to a file + SHA-256 ${mbps(size, sinkMs).toFixed(0).padStart(6)} MB/s  (${fmt(sinkTimes)} ms)  [baseline]`);
    console.log(`  app, tus (create, PATCH, list)  ${mbps(size, appMs).toFixed(0).padStart(6)} MB/s  (${fmt(appTimes)} ms)`);
    console.log(`  server RSS (${server.database}): ${rss.rssAtStartMB} MB idle before, peak ${rss.peakMB} MB during the uploads${rss.kernelPeakReset ? '' : ' (sampled every 20 ms)'}`);
    console.log(`  ratio ${ratio.toFixed(2)}x of the bare server (target >= ${targets.ratio}x: ${ratio >= targets.ratio ? 'met' : 'MISSED'})`);
    console.log(`  peak RSS ${rss.peakMB} MB (target < ${targets.peakMB} MB: ${rss.peakMB < targets.peakMB ? 'met' : 'MISSED'})`);
    saveResult('tus-upload', {
      bytes: size,
      chunkBytes: chunk,
      runs,
      database: server.database,
      ms: { bareServer: Math.round(sinkMs), app: Math.round(appMs) },
      mbPerSecond: { bareServer: Math.round(mbps(size, sinkMs)), app: Math.round(mbps(size, appMs)) },
      ratio: Number(ratio.toFixed(2)),
      rssMB: rss,
      met: ratio >= targets.ratio && rss.peakMB < targets.peakMB,
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  tusUpload().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
