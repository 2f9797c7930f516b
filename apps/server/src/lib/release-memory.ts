import { setTimeout as delay } from 'node:timers/promises';
import { lazyRequire } from './lazy-require.ts';

/** How long after a full collection the trim waits for V8 to have freed the dead buffers' memory. */
const buffersFreedMs = 250;

/** A C function as koffi gives it: called here, or on a worker thread through `async`. */
type CFunction = ((pad: number) => number) & { async(pad: number, done: (error: unknown, result: number) => void): void };
type Koffi = { load(path: string): { func(signature: string): CFunction } };

const koffi = lazyRequire<Koffi>('koffi');
let mallocTrim: CFunction | null | undefined;

/** glibc's version where node runs on glibc (node's own report says so), else undefined. */
export const glibcVersion = () => (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime;

/**
 * glibc's `malloc_trim`, called through koffi (a C function interface with prebuilt binaries), or
 * null where there is none to call: another C library (musl), another system, koffi not installed.
 * There the allocator keeps what it keeps.
 */
function loadMallocTrim() {
  if (mallocTrim === undefined) {
    try {
      mallocTrim = glibcVersion() ? koffi().load('libc.so.6').func('int malloc_trim(size_t pad)') : null;
    } catch {
      mallocTrim = null;
    }
  }
  return mallocTrim;
}

/**
 * Gives the system back the memory the process holds but no longer uses: a full garbage collection
 * first, when node runs with --expose-gc (npm start does), since buffers of image work and requests
 * are held outside V8's heap and an idle server never allocates enough for V8 to collect them; then
 * `malloc_trim(0)`, which returns every free page in malloc's heaps. On its own, malloc gives back
 * only the free space at the top of a heap, so after a burst of work (a start's migrations, image
 * jobs, uploads, lists) the pages freed between blocks still in use stay resident.
 * The collection holds the main thread for tens of milliseconds (about 75 ms for a 56 MB heap of
 * small objects on two cores); the trim (30-40 ms of returning pages) runs on a worker thread.
 * Answers whether the trim ran; `trim` is glibc's, loaded on first use.
 */
export async function releaseIdleMemory(trim: Pick<CFunction, 'async'> | null = loadMallocTrim()) {
  (globalThis as { gc?: () => void }).gc?.();
  if (!trim) return false;
  // V8 frees the dead buffers' memory on a background thread after the collection: a trim at once
  // can come before that and leave it resident until the next quiet spell.
  await delay(buffersFreedMs);
  // Never rejects: callers fire and forget, and a failed trim only leaves the memory where it was.
  return new Promise<boolean>((resolve) => {
    try {
      trim.async(0, (error) => resolve(!error));
    } catch {
      resolve(false);
    }
  });
}
