// The MLS ZIP of a 500-photo shoot through the API (POST /api/v1/projects/{id}/listing/zip/ with
// variant mls), against `zip -0` of the same MLS derivative files on the same disk. The derivatives
// are made by the server's own job on upload (under the default MLS rule), so the ZIP streams them
// as they are. Target: at least 0.8x zip's throughput, `unzip -t` clean, the same member names, and
// every member under the MLS byte cap.
// Needs Info-ZIP's `zip` and `unzip` (Debian/Ubuntu: `apt-get install zip unzip`).
// Run with: npx tsx bench/mls-zip/mls-zip.ts   (BENCH_RUNS=3, BENCH_PHOTOS=500; BENCH_DB=pglite|postgres)
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { defaultMlsMaxBytes } from '@portal/contract';
import { median, saveResult } from '../lib.mjs';
import { call, callJson, MiB, mbps, sameDisk, startServer, uploadMultipart, type BenchServer } from '../files/common.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 500);
const targets = { ratio: 0.8 };

/** Distinct camera-like JPEGs (a colour field under noise), 1600 x 1067. */
async function makePhotos(dir: string) {
  const noise = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).png({ compressionLevel: 0 }).toBuffer();
  const photos: Array<{ name: string; file: string }> = [];
  for (let i = 0; i < photoCount; i++) {
    const hue = (i * 47) % 360;
    const background = `hsl(${hue}, 45%, ${40 + (i % 5) * 6}%)`;
    const bytes = await sharp({ create: { width: 1600, height: 1067, channels: 3, background } }).composite([{ input: noise, blend: 'overlay', left: 0, top: 0 }]).jpeg({ quality: 88 }).toBuffer();
    const name = `IMG_${String(i + 1).padStart(4, '0')}.jpg`;
    writeFileSync(path.join(dir, name), bytes);
    photos.push({ name, file: path.join(dir, name) });
  }
  return photos;
}

interface Listed {
  data: { files: Array<{ file_name: string; is_folder: boolean; derivative_status: string }> };
}

async function waitForDerivatives(server: BenchServer) {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const listed = await callJson<Listed>(`${server.url}/api/v1/projects/${server.projectId}/files/?folder_path=Photos`, { token: server.token });
    const files = listed.data.files.filter((entry) => !entry.is_folder);
    const ready = files.filter((entry) => entry.derivative_status === 'ready').length;
    const failed = files.filter((entry) => entry.derivative_status === 'failed' || entry.derivative_status === 'skipped');
    if (failed.length) throw new Error(`derivatives failed for ${failed.map((f) => f.file_name).join(', ')}`);
    if (ready === photoCount) return;
    if (Date.now() > deadline) throw new Error(`only ${ready} of ${photoCount} derivatives after 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Streams a POST's ZIP answer to `out`. */
function postZip(server: BenchServer, out: string) {
  return new Promise<void>((resolve, reject) => {
    const body = Buffer.from(JSON.stringify({ variant: 'mls' }));
    const req = request(`${server.url}/api/v1/projects/${server.projectId}/listing/zip/`, {
      method: 'POST',
      headers: { authorization: `Token ${server.token}`, 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`listing zip answered ${res.statusCode}`));
      }
      pipeline(res, createWriteStream(out)).then(resolve, reject);
    });
    req.end(body);
  });
}

/** Each photo's MLS derivative, fetched through its signed link, saved under the name the ZIP gives it. */
async function fetchDerivatives(server: BenchServer, dir: string, photos: Array<{ name: string }>) {
  for (const photo of photos) {
    const link = await callJson<{ data: { download_url: string } }>(`${server.url}/api/v1/projects/${server.projectId}/serve/${encodeURIComponent(photo.name)}/?folder_path=Photos&variant=mls`, { token: server.token });
    const bytes = await call(`${server.url}${link.data.download_url}`);
    if (bytes.status !== 200) throw new Error(`MLS copy of ${photo.name}: ${bytes.status}`);
    writeFileSync(path.join(dir, photo.name), bytes.body);
  }
}

const membersOf = (zip: string) => execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8', maxBuffer: 64 * MiB }).split('\n').filter(Boolean).sort();

export async function mlsZip() {
  for (const tool of ['zip', 'unzip']) {
    if (spawnSync(tool, ['-v'], { stdio: 'ignore' }).status !== 0) throw new Error(`${tool} is not installed (apt-get install zip unzip)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-mls-'));
  const originals = path.join(dir, 'originals');
  const derived = path.join(dir, 'mls');
  mkdirSync(originals);
  mkdirSync(derived);
  const server = await startServer();
  try {
    const photos = await makePhotos(originals);
    const uploadStart = performance.now();
    for (let i = 0; i < photos.length; i += 50) {
      const batch = photos.slice(i, i + 50).map((photo) => ({ source: photo.file, name: photo.name }));
      const answer = await uploadMultipart(`${server.url}/api/v1/projects/${server.projectId}/`, server.token, batch, { folder_path: 'Photos' });
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    }
    await waitForDerivatives(server);
    const setupMs = performance.now() - uploadStart;
    await fetchDerivatives(server, derived, photos);
    const total = photos.reduce((sum, photo) => sum + statSync(path.join(derived, photo.name)).size, 0);

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

    // Baseline: Info-ZIP storing the same 500 MLS files (in the page cache, as the server's are).
    const baseZip = path.join(dir, 'baseline.zip');
    const zipTimes = await timed(() => execFileSync('zip', ['-0', '-q', baseZip, ...photos.map((photo) => photo.name)], { cwd: derived }), baseZip);
    const appZip = path.join(dir, 'app.zip');
    const appTimes = await timed(() => postZip(server, appZip), appZip);

    const test = spawnSync('unzip', ['-t', '-q', appZip], { encoding: 'utf8' });
    const unzipClean = test.status === 0;
    const appMembers = membersOf(appZip);
    const baseMembers = membersOf(baseZip);
    const sameNames = appMembers.length === baseMembers.length && appMembers.every((name, i) => name === baseMembers[i]);
    const sizes = execFileSync('unzip', ['-Zl', appZip], { encoding: 'utf8', maxBuffer: 64 * MiB })
      .split('\n')
      .map((line) => /^-\S+\s+\S+\s+\S+\s+(\d+)/.exec(line)?.[1])
      .filter((size): size is string => size !== undefined)
      .map(Number);
    const underCap = sizes.length === photoCount && sizes.every((size) => size <= defaultMlsMaxBytes);

    const [zipMs, appMs] = [median(zipTimes), median(appTimes)];
    const ratio = zipMs / appMs;
    const met = { ratio: ratio >= targets.ratio, unzip: unzipClean && sameNames && underCap };
    const fmt = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
    console.log(`MLS ZIP of ${photoCount} photos (1600 x 1067 originals; MLS copies ${(total / MiB).toFixed(1)} MiB); ${runs} runs each, median; database ${server.database}; same disk: ${sameDisk(dir, server.dataDir)}`);
    console.log(`  (set-up: uploaded and derivatives made by the server in ${(setupMs / 1e3).toFixed(1)} s)`);
    console.log(`  zip -0        ${mbps(total, zipMs).toFixed(0).padStart(6)} MB/s  (${fmt(zipTimes)} ms), ${statSync(baseZip).size} bytes, ${baseMembers.length} members`);
    console.log(`  app MLS ZIP   ${mbps(total, appMs).toFixed(0).padStart(6)} MB/s  (${fmt(appTimes)} ms), ${statSync(appZip).size} bytes, ${appMembers.length} members`);
    console.log(`  unzip -t: ${unzipClean ? 'clean' : `FAILED: ${(test.stdout + test.stderr).trim().slice(0, 500)}`}; ${sameNames ? 'same names' : 'DIFFERENT names'}; every member under ${defaultMlsMaxBytes} bytes: ${underCap ? 'yes' : 'NO'}`);
    console.log(`  ratio ${ratio.toFixed(2)}x of zip -0 (target >= ${targets.ratio}x: ${met.ratio ? 'met' : 'MISSED'}); unzip clean, names and caps: ${met.unzip ? 'met' : 'MISSED'}`);
    saveResult('mls-zip', {
      photos: photoCount,
      bytes: total,
      runs,
      database: server.database,
      ms: { zip: Math.round(zipMs), app: Math.round(appMs) },
      ratio: Number(ratio.toFixed(2)),
      unzipClean,
      sameNames,
      underCap,
      met: met.ratio && met.unzip,
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mlsZip().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
