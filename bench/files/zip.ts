// Folder ZIP of 2 GiB (64 files of 32 MiB in a folder and two subfolders) through the API, against
// `zip -0 -r` of the same files on the same disk. Target: at least 0.8x zip's throughput, server peak
// RSS under 200 MB, and `unzip -t` clean.
// Run with: npx tsx bench/files/zip.ts   (BENCH_RUNS=3; BENCH_DB=pglite|postgres, see common.ts)
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { median, saveResult } from '../lib.mjs';
import { GiB, MiB, mbps, sameDisk, startServer, uploadMultipart, watchMemory, type BenchServer } from './common.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const fileSize = Number(process.env.BENCH_ZIP_FILE_BYTES ?? 32 * MiB);
const targets = { ratio: 0.8, peakMB: 200 };
/** Folder (inside the zipped one) and how many files it holds: 64 in all. */
const layout: Array<[string, number]> = [
  ['', 16],
  ['Exterior', 24],
  ['Interior/Drone', 24],
];
const top = 'Shoot';

/** The files on disk: distinct incompressible contents cut from one random pool. */
function makeTree(dir: string) {
  const pool = randomBytes(fileSize + 64 * 4096);
  const files: Array<{ folder: string; name: string; file: string }> = [];
  let n = 0;
  for (const [folder, count] of layout) {
    const where = path.join(dir, top, folder);
    mkdirSync(where, { recursive: true });
    for (let i = 0; i < count; i++, n++) {
      const name = `IMG_${String(n).padStart(4, '0')}.bin`;
      writeFileSync(path.join(where, name), pool.subarray(n * 4096, n * 4096 + fileSize));
      files.push({ folder, name, file: path.join(where, name) });
    }
  }
  return files;
}

/** POST download_folder_zip, the answer streamed to `out`. */
function downloadZip(server: BenchServer, folderPath: string, out: string) {
  return new Promise<void>((resolve, reject) => {
    const body = Buffer.from(JSON.stringify({ folder_path: folderPath }));
    const req = request(`${server.url}/api/v1/projects/${server.projectId}/download_folder_zip/`, {
      method: 'POST',
      headers: { authorization: `Token ${server.token}`, 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200 || !/application\/zip/.test(res.headers['content-type'] ?? '')) {
        res.resume();
        return reject(new Error(`download_folder_zip answered ${res.statusCode} ${res.headers['content-type']}`));
      }
      pipeline(res, createWriteStream(out)).then(resolve, reject);
    });
    req.end(body);
  });
}

/** Member names of a ZIP (zipinfo -1). */
const membersOf = (zip: string) => execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8', maxBuffer: 64 * MiB }).split('\n').filter(Boolean);

export async function zip() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-zip-'));
  const server = await startServer();
  try {
    const files = makeTree(dir);
    const total = files.length * fileSize;

    // The same files into the project, a folder per request, 8 files (256 MiB) per request.
    const uploadStart = performance.now();
    for (const [folder] of layout) {
      const inFolder = files.filter((f) => f.folder === folder);
      for (let i = 0; i < inFolder.length; i += 8) {
        const batch = inFolder.slice(i, i + 8).map((f) => ({ source: f.file, name: f.name }));
        const answer = await uploadMultipart(`${server.url}/api/v1/projects/${server.projectId}/`, server.token, batch, { folder_path: folder ? `${top}/${folder}` : top });
        if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
      }
    }
    const uploadMs = performance.now() - uploadStart;

    const timed = async (work: () => Promise<unknown> | unknown, out: string) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        rmSync(out, { force: true });
        execFileSync('sync');
        const start = performance.now();
        await work();
        times.push(performance.now() - start);
      }
      return times;
    };

    // Baseline: Info-ZIP, store only, recursive; the files are in the page cache for both.
    const baseZip = path.join(dir, 'baseline.zip');
    const zipTimes = await timed(() => execFileSync('zip', ['-0', '-r', '-q', baseZip, top], { cwd: dir }), baseZip);

    // App: the folder ZIP, streamed to a file as it arrives.
    const appZip = path.join(dir, 'app.zip');
    const memory = watchMemory(server.pid);
    const appTimes = await timed(() => downloadZip(server, top, appZip), appZip);
    const rss = memory.stop();

    const test = spawnSync('unzip', ['-t', '-q', appZip], { encoding: 'utf8' });
    const unzipClean = test.status === 0;
    const appMembers = membersOf(appZip);
    const baseMembers = membersOf(baseZip).map((m) => m.slice(top.length + 1)).filter(Boolean); // zip -r names start with Shoot/
    const appFiles = appMembers.filter((m) => !m.endsWith('/')).sort();
    const baseFiles = baseMembers.filter((m) => !m.endsWith('/')).sort();
    const sameFiles = appFiles.length === baseFiles.length && appFiles.every((m, i) => m === baseFiles[i]);

    const [zipMs, appMs] = [median(zipTimes), median(appTimes)];
    const ratio = zipMs / appMs;
    const met = { ratio: ratio >= targets.ratio, rss: rss.peakMB < targets.peakMB, unzip: unzipClean && sameFiles };
    const fmt = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
    console.log(`folder ZIP of ${(total / GiB).toFixed(2)} GiB: ${files.length} files of ${fileSize / MiB} MiB in ${top}/ and 2 subfolders; ${runs} runs each, median; database ${server.database}; same disk: ${sameDisk(dir, server.dataDir)}`);
    console.log(`  (set-up: uploaded through the API in ${(uploadMs / 1e3).toFixed(1)} s, ${mbps(total, uploadMs).toFixed(0)} MB/s)`);
    console.log(`  zip -0 -r      ${mbps(total, zipMs).toFixed(0).padStart(6)} MB/s  (${fmt(zipTimes)} ms), ${statSync(baseZip).size} bytes, ${baseMembers.length} members (+ ${top}/)`);
    console.log(`  app folder ZIP ${mbps(total, appMs).toFixed(0).padStart(6)} MB/s  (${fmt(appTimes)} ms), ${statSync(appZip).size} bytes, ${appMembers.length} members`);
    console.log(`  unzip -t: ${unzipClean ? 'clean' : `FAILED: ${(test.stdout + test.stderr).trim().slice(0, 500)}`}; files: app ${appFiles.length}, zip ${baseFiles.length}, ${sameFiles ? 'same names' : 'DIFFERENT names'}`);
    console.log(`  server RSS (${server.database}): ${rss.rssAtStartMB} MB idle before, peak ${rss.peakMB} MB during the ZIPs${rss.kernelPeakReset ? '' : ' (sampled every 20 ms)'}`);
    console.log(`  ratio ${ratio.toFixed(2)}x of zip -0 (target >= ${targets.ratio}x: ${met.ratio ? 'met' : 'MISSED'})`);
    console.log(`  peak RSS ${rss.peakMB} MB (target < ${targets.peakMB} MB: ${met.rss ? 'met' : 'MISSED'}); unzip -t clean with the same files: ${met.unzip ? 'met' : 'MISSED'}`);
    saveResult('files-zip', {
      bytes: total,
      files: files.length,
      runs,
      database: server.database,
      ms: { zip: Math.round(zipMs), app: Math.round(appMs) },
      mbPerSecond: { zip: Math.round(mbps(total, zipMs)), app: Math.round(mbps(total, appMs)) },
      ratio: Number(ratio.toFixed(2)),
      rssMB: rss,
      unzipClean,
      members: { app: appMembers.length, zip: baseMembers.length, sameFiles },
      met: met.ratio && met.rss && met.unzip,
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  zip().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
