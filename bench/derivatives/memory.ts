// Peak memory of making derivatives of a 200 MB uncompressed TIFF (8200 x 8200 RGB): the app's worker
// path (decoding from the stored file, and from a temporary copy as on S3) against sharp alone making
// one preview from the same file, and against the old path that read the whole original into memory.
// Each run is a child process of its own; its peak RSS is VmHWM / resourceUsage().maxRSS.
// Run with: npx tsx bench/derivatives/memory.ts
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { saveResult } from '../lib.mjs';

const side = 8200;
const key = 'projects/1/original';
/** The app's path may use at most this multiple of sharp alone's peak. */
const target = 2;
const child = fileURLToPath(new URL('./memory-child.ts', import.meta.url));

type Measured = { mode: string; outcome: string; maxRssKb: number; vmHwmKb: number };

function measure(mode: string, root: string): Measured {
  const run = spawnSync(process.execPath, ['--import', 'tsx', child, mode, root, key], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  if (run.status !== 0) throw new Error(`${mode} exited with ${run.status}: ${run.stderr.slice(-2000)}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as Measured;
}

const mb = (kb: number) => kb / 1024;

export async function derivativesMemory() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-bench-derivatives-memory-'));
  try {
    const file = path.join(root, key);
    mkdirSync(path.dirname(file), { recursive: true });
    // Noise, so no decoder or encoder can take a shortcut over flat areas.
    await sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .tiff({ compression: 'none' })
      .toFile(file);
    console.log(`original: ${side}x${side} RGB uncompressed TIFF, ${(statSync(file).size / 1e6).toFixed(1)} MB`);

    const runs = ['idle', 'sharp', 'app', 'app-copy', 'buffered'].map((mode) => measure(mode, root));
    const peak = Object.fromEntries(runs.map((r) => [r.mode, mb(Math.max(r.vmHwmKb, r.maxRssKb))])) as Record<string, number>;
    for (const r of runs) console.log(`${r.mode.padEnd(9)} peak RSS ${peak[r.mode]!.toFixed(0).padStart(5)} MB   ${r.outcome}`);
    for (const r of runs) if (r.mode !== 'idle' && !r.outcome.startsWith('ready')) throw new Error(`${r.mode} did not make derivatives: ${r.outcome}`);

    const ratio = peak.app! / peak.sharp!;
    const ratioCopy = peak['app-copy']! / peak.sharp!;
    const aboveIdle = (mode: string) => peak[mode]! - peak.idle!;
    console.log(`app / sharp alone: ${ratio.toFixed(2)}x (from a temporary copy: ${ratioCopy.toFixed(2)}x); above an idle process: app ${aboveIdle('app').toFixed(0)} MB, sharp ${aboveIdle('sharp').toFixed(0)} MB`);
    console.log(`old path (whole original in memory): ${(peak.buffered! / peak.sharp!).toFixed(2)}x sharp alone`);
    console.log(`target <= ${target}x sharp alone: ${ratio <= target && ratioCopy <= target ? 'met' : 'MISSED'}`);
    saveResult('derivatives-memory', {
      originalMb: Number((statSync(file).size / 1e6).toFixed(1)),
      peakRssMb: Object.fromEntries(Object.entries(peak).map(([mode, value]) => [mode, Math.round(value)])),
      ratioToSharp: Number(ratio.toFixed(2)),
      ratioToSharpFromCopy: Number(ratioCopy.toFixed(2)),
      met: ratio <= target && ratioCopy <= target,
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await derivativesMemory();
