// Upload of 1 GiB through the API (one multipart POST, streamed from disk) against `cp` of the same
// bytes on the same disk. Target: at least 0.5x cp's throughput, server peak RSS under 250 MB.
// Run with: npx tsx bench/files/upload.ts   (BENCH_RUNS=3; BENCH_DB=pglite|postgres, see common.ts)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { freePort, median, saveResult, spawnGroup, stopGroup, waitFor200 } from '../lib.mjs';
import { GiB, MiB, callJson, mbps, sameDisk, startServer, uploadMultipart, watchMemory } from './common.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const size = Number(process.env.BENCH_UPLOAD_BYTES ?? GiB);
const targets = { ratio: 0.5, peakMB: 250 };

/** Incompressible bytes, written once in 1 MiB chunks. */
async function makeSource(file: string, bytes: number) {
  const out = createWriteStream(file);
  for (let left = bytes; left > 0; left -= MiB) {
    if (!out.write(randomBytes(Math.min(MiB, left)))) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await finished(out);
}

export async function upload() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-upload-'));
  const server = await startServer();
  try {
    const source = path.join(dir, 'source.bin');
    await makeSource(source, size);
    const copy = path.join(dir, 'copy.bin');
    if (!sameDisk(dir, server.dataDir)) console.log('warning: the source and DATA_DIR are on different disks');

    // Every timed run starts from a clean page cache state for writes: `sync` first (untimed), and the
    // copy or the upload is removed after. The source stays in the page cache for all of them.
    const timed = async (work: () => Promise<unknown> | unknown, after: () => Promise<unknown> | unknown) => {
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

    // Baseline: cp (coreutils; on ext4 it copies with copy_file_range, inside the kernel). One untimed
    // copy first. cp does not wait for the disk, nor does the upload; "cp + sync" is for reference.
    const cp = () => execFileSync('cp', [source, copy]);
    cp();
    rmSync(copy);
    const cpTimes = await timed(cp, () => rmSync(copy));
    const cpSyncTimes = await timed(() => (cp(), execFileSync('sync')), () => rmSync(copy));

    // Reference: the SHA-256 the upload records, of the same bytes from the page cache, alone on one
    // core: no upload that records it can run faster than this.
    const sha256 = async () => {
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(source, { highWaterMark: 4 * MiB })) hash.update(chunk as Buffer);
      return hash.digest('hex');
    };
    await sha256();
    const sha256Times = await timed(sha256, () => undefined);

    // Reference: a bare node:http server (no framework, no multipart parsing, no hash) given the same body.
    const sinkPort = await freePort();
    const sink = spawnGroup('node', ['bench/files/sink-server.mjs', String(sinkPort), dir], {});
    let sinkTimes: { discard: number[]; file: number[] };
    try {
      await waitFor200(`http://127.0.0.1:${sinkPort}/discard`, performance.now(), sink);
      const send = async (route: string) => {
        const answer = await uploadMultipart(`http://127.0.0.1:${sinkPort}${route}`, server.token, [{ source, name: 'sink.bin' }]);
        if (answer.status !== 200) throw new Error(`sink ${route} answered ${answer.status}`);
      };
      await send('/discard');
      sinkTimes = { discard: await timed(() => send('/discard'), () => undefined), file: await timed(() => send('/file'), () => undefined) };
    } finally {
      await stopGroup(sink);
    }

    // App: the multipart POST of the same file, streamed from disk; deleted through the API after each run.
    const url = `${server.url}/api/v1/projects/${server.projectId}/`;
    const memory = watchMemory(server.pid);
    let lastId = 0;
    const appTimes = await timed(
      async () => {
        const answer = await uploadMultipart(url, server.token, [{ source, name: 'upload.bin' }], { folder_path: 'Uploads' });
        if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
        const entry = (JSON.parse(answer.body.toString()) as { data: { files: Array<{ id: number; file_size: number }> } }).data.files[0];
        if (entry?.file_size !== size) throw new Error(`the upload was stored as ${entry?.file_size} bytes, not ${size}`);
        lastId = entry.id;
      },
      () => callJson(`${url}files/${lastId}/`, { method: 'DELETE', token: server.token }),
    );
    const rss = memory.stop();
    const [cpMs, cpSyncMs, appMs] = [median(cpTimes), median(cpSyncTimes), median(appTimes)];
    const [discardMs, fileMs, sha256Ms] = [median(sinkTimes.discard), median(sinkTimes.file), median(sha256Times)];
    const ratio = cpMs / appMs;
    const ratioSync = cpSyncMs / appMs;
    const fmt = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
    console.log(`upload of ${(size / GiB).toFixed(2)} GiB (random bytes), ${runs} runs each, median; database ${server.database}; same disk: ${sameDisk(dir, server.dataDir)}`);
    console.log(`  cp                          ${mbps(size, cpMs).toFixed(0).padStart(6)} MB/s  (${fmt(cpTimes)} ms)`);
    console.log(`  cp + sync                   ${mbps(size, cpSyncMs).toFixed(0).padStart(6)} MB/s  (${fmt(cpSyncTimes)} ms)  [reference only]`);
    console.log(`  SHA-256 alone, one core     ${mbps(size, sha256Ms).toFixed(0).padStart(6)} MB/s  (${fmt(sha256Times)} ms)  [reference: the checksum every upload records; ${(cpMs / sha256Ms).toFixed(2)}x of cp is the ceiling]`);
    console.log(`  node:http, body dropped     ${mbps(size, discardMs).toFixed(0).padStart(6)} MB/s  (${fmt(sinkTimes.discard)} ms)  [reference: bare server, no parsing]`);
    console.log(`  node:http, body to a file   ${mbps(size, fileMs).toFixed(0).padStart(6)} MB/s  (${fmt(sinkTimes.file)} ms)  [reference: bare server, createWriteStream]`);
    console.log(`  app upload (multipart POST) ${mbps(size, appMs).toFixed(0).padStart(6)} MB/s  (${fmt(appTimes)} ms)`);
    console.log(`  server RSS (${server.database}): ${rss.rssAtStartMB} MB idle before, peak ${rss.peakMB} MB during the uploads${rss.kernelPeakReset ? '' : ' (sampled every 20 ms)'}`);
    console.log(`  ratio ${ratio.toFixed(2)}x of cp (target >= ${targets.ratio}x: ${ratio >= targets.ratio ? 'met' : 'MISSED'}); ${ratioSync.toFixed(2)}x of cp + sync`);
    console.log(`  peak RSS ${rss.peakMB} MB (target < ${targets.peakMB} MB: ${rss.peakMB < targets.peakMB ? 'met' : 'MISSED'})`);
    saveResult('files-upload', {
      bytes: size,
      runs,
      database: server.database,
      ms: { cp: Math.round(cpMs), cpSync: Math.round(cpSyncMs), app: Math.round(appMs) },
      mbPerSecond: {
        cp: Math.round(mbps(size, cpMs)),
        cpSync: Math.round(mbps(size, cpSyncMs)),
        sha256: Math.round(mbps(size, sha256Ms)),
        nodeHttpDiscard: Math.round(mbps(size, discardMs)),
        nodeHttpToFile: Math.round(mbps(size, fileMs)),
        app: Math.round(mbps(size, appMs)),
      },
      ratio: Number(ratio.toFixed(2)),
      ratioToCpSync: Number(ratioSync.toFixed(2)),
      rssMB: rss,
      met: ratio >= targets.ratio && rss.peakMB < targets.peakMB,
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  upload().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
