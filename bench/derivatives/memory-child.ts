// One measured run of bench/derivatives/memory.ts, in a process of its own so its peak RSS is its own.
// Usage: node --import tsx bench/derivatives/memory-child.ts <app|app-copy|buffered|sharp|idle> <store root> <key>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { DerivativeJobsRepository } from '../../apps/server/src/modules/derivatives/derivative-jobs.repository.ts';
import { createDerivativeWorker } from '../../apps/server/src/modules/derivatives/derivative-worker.ts';
import { createSharpImageProcessor, derivativeSpecs, MAX_INPUT_PIXELS } from '../../apps/server/src/modules/derivatives/image-processor.ts';
import type { FileStore } from '../../apps/server/src/storage/file-store.ts';
import { createLocalFileStore } from '../../apps/server/src/storage/local-file-store.ts';

const [mode, root, key] = process.argv.slice(2) as [string, string, string];
const maxOriginalBytes = 300 * 1024 ** 2;

/** The job queue reduced to one job for one file, in memory: the worker code runs as in the app, without a database. */
function oneJob(size: number) {
  let outcome = 'not run';
  let claimed = false;
  const jobs = {
    claim: async () => (claimed ? undefined : ((claimed = true), { id: 1, fileId: 1, kind: 'image', attempts: 1 })),
    startProcessing: async () => ({ id: 1, storageKey: key, contentType: 'image/tiff', size }),
    complete: async () => ((outcome = 'ready'), true),
    fail: async (_id: number, error: string) => ((outcome = `failed: ${error}`), 'failed' as const),
    skip: async (_id: number, _fileId: number, reason: string) => void (outcome = `skipped: ${reason}`),
  } as unknown as DerivativeJobsRepository;
  return { jobs, outcome: () => outcome };
}

async function run(): Promise<string> {
  const store = createLocalFileStore(root);
  const size = (await store.stat(key))!.size;
  const silent = { info() {}, warn() {}, error() {} };
  switch (mode) {
    case 'app':
    case 'app-copy': {
      // app-copy: a store with no local files, as on S3, so the worker streams a temporary copy first.
      const { localPath: _, ...remote } = store;
      const queue = oneJob(size);
      const worker = createDerivativeWorker({ jobs: queue.jobs, store: mode === 'app' ? store : (remote as FileStore), processor: createSharpImageProcessor(), logger: silent, maxOriginalBytes });
      await worker.drain();
      return queue.outcome();
    }
    case 'buffered': {
      // How the worker read originals before: the whole object into memory, then decoded.
      const original = await buffer(await store.get(key));
      const result = await createSharpImageProcessor().makeDerivatives(original);
      return `ready (${result.outputs.length} outputs)`;
    }
    case 'sharp': {
      // sharp alone: one pipeline from the file to the largest derivative, with the app's thread count.
      createSharpImageProcessor();
      const edge = derivativeSpecs.preview.longEdge;
      const out = await sharp(path.join(root, key), { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width: edge, height: edge, fit: 'inside' }).webp({ quality: 82, effort: 2 }).toBuffer();
      return `ready (${out.length} bytes)`;
    }
    case 'idle':
      createSharpImageProcessor();
      return 'loaded';
    default:
      throw new Error(`unknown mode ${mode}`);
  }
}

const outcome = await run();
const vmHwmKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
console.log(JSON.stringify({ mode, outcome, maxRssKb: process.resourceUsage().maxRSS, vmHwmKb }));
