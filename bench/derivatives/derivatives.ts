// Image derivatives of a 6000 x 4000 JPEG (thumbnail, preview, proof, MLS): the app's sharp processor
// against Debian's vipsthumbnail and ImageMagick `convert` making the same four sizes.
// Run with: npx tsx bench/derivatives/derivatives.ts   (installs libvips-tools and imagemagick when missing)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSharpImageProcessor, derivativeSpecs } from '../../apps/server/src/modules/derivatives/image-processor.ts';
import { median, saveResult } from '../lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const targets = { vipsthumbnail: 1.2, convert: 3 };

const works = (command: string, args: string[], expect?: string) => {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return run.status === 0 && (!expect || `${run.stdout}${run.stderr}`.includes(expect));
};

/** Paths of vipsthumbnail and a real ImageMagick convert (a stand-in `convert` may shadow it on PATH). */
function findTools() {
  const find = () => ({
    vips: works('vipsthumbnail', ['--version']) ? 'vipsthumbnail' : undefined,
    convert: ['/usr/bin/convert', 'convert'].find((command) => works(command, ['-version'], 'ImageMagick')),
  });
  let tools = find();
  const missing = [!tools.vips && 'libvips-tools', !tools.convert && 'imagemagick'].filter((p): p is string => !!p);
  if (missing.length) {
    console.log(`installing ${missing.join(' ')} (apt-get)...`);
    const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (install().status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      if (install().status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
    }
    tools = find();
  }
  if (!tools.vips || !tools.convert) throw new Error('vipsthumbnail or ImageMagick convert is still missing');
  return { vips: tools.vips, convert: tools.convert };
}

/** A camera-like 6000 x 4000 JPEG: sensor noise over gradients and a highlight, quality 90. */
async function makeOriginal(file: string) {
  const [w, h] = [6000, 4000];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>` +
      `<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#2a6fb0"/><stop offset=".55" stop-color="#e8c48a"/><stop offset="1" stop-color="#3b5d2a"/></linearGradient>` +
      `<radialGradient id="sun"><stop offset="0" stop-color="#fff" stop-opacity=".7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${w * 0.3}" cy="${h * 0.35}" r="${h * 0.3}" fill="url(#sun)"/>` +
      `<rect x="${w * 0.55}" y="${h * 0.45}" width="${w * 0.3}" height="${h * 0.4}" fill="#8a5a3c"/></svg>`,
  );
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 34 } } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  await sharp(scene)
    .composite([{ input: noise.data, raw: noise.info, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

async function time(label: string, work: () => Promise<unknown> | unknown) {
  await work(); // warm-up: disk cache, libraries loaded
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  const ms = median(times);
  console.log(`${label.padEnd(16)} ${ms.toFixed(0).padStart(6)} ms   (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
  return ms;
}

const run = (command: string, args: string[]) => void execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });

export async function derivatives() {
  const tools = findTools();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-derivatives-'));
  try {
    const original = path.join(dir, 'original.jpg');
    await makeOriginal(original);
    console.log(`original: 6000x4000 JPEG, ${(statSync(original).size / 1e6).toFixed(1)} MB; ${runs} runs each, median`);
    const out = (name: string) => path.join(dir, name);
    const { thumbnail, preview, proof, mls } = derivativeSpecs;

    const processor = createSharpImageProcessor();
    let sizes = '';
    const ours = await time('sharp (ours)', async () => {
      const result = await processor.makeDerivatives(original);
      sizes = result.outputs.map((o) => `${o.kind} ${o.width}x${o.height} ${(o.data.length / 1e3).toFixed(0)} kB`).join(', ');
    });
    const vips = await time('vipsthumbnail', () => {
      run(tools.vips, [original, '-s', String(thumbnail.longEdge), '-o', `${out('v.thumb.webp')}[Q=78]`]);
      run(tools.vips, [original, '-s', String(preview.longEdge), '-o', `${out('v.preview.webp')}[Q=82]`]);
      run(tools.vips, [original, '-s', String(proof.longEdge), '-o', `${out('v.proof.jpg')}[Q=80]`]);
      run(tools.vips, [original, '-s', String(mls.longEdge), '-o', `${out('v.mls.jpg')}[Q=88,strip]`]);
    });
    const magick = await time('convert', () => {
      const resize = (edge: number) => ['-auto-orient', '-resize', `${edge}x${edge}>`];
      run(tools.convert, [original, ...resize(thumbnail.longEdge), '-quality', '78', out('m.thumb.webp')]);
      run(tools.convert, [original, ...resize(preview.longEdge), '-quality', '82', out('m.preview.webp')]);
      run(tools.convert, [original, ...resize(proof.longEdge), '-quality', '80', out('m.proof.jpg')]);
      run(tools.convert, [original, ...resize(mls.longEdge), '-quality', '88', '-strip', out('m.mls.jpg')]);
    });
    for (const name of ['v.thumb.webp', 'v.mls.jpg', 'm.thumb.webp', 'm.mls.jpg']) if (!existsSync(out(name))) throw new Error(`${name} was not made`);

    const vsVips = ours / vips;
    const vsConvert = magick / ours;
    console.log(`ours: ${sizes}`);
    console.log(`vs vipsthumbnail: ${vsVips.toFixed(2)}x its time (target <= ${targets.vipsthumbnail}x): ${vsVips <= targets.vipsthumbnail ? 'met' : 'MISSED'}`);
    console.log(`vs convert: ${vsConvert.toFixed(2)}x faster (target >= ${targets.convert}x): ${vsConvert >= targets.convert ? 'met' : 'MISSED'}`);
    saveResult('derivatives', {
      runs,
      ms: { ours: Math.round(ours), vipsthumbnail: Math.round(vips), convert: Math.round(magick) },
      ratioToVipsthumbnail: Number(vsVips.toFixed(2)),
      fasterThanConvert: Number(vsConvert.toFixed(2)),
      met: vsVips <= targets.vipsthumbnail && vsConvert >= targets.convert,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await derivatives();
