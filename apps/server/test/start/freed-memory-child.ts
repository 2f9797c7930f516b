// Run by start-memory.test.ts with npm start's node flags and malloc settings: takes 128 MB in 64 KB
// blocks, keeps one in 16 (so the freed ones lie between blocks still in use, as after a burst of
// work), lets the rest go, gives memory back as the idle server does, and prints the anonymous
// resident memory before, at the peak and after.
import { readFileSync } from 'node:fs';
import { releaseIdleMemory } from '../../src/lib/release-memory.ts';

const anonMb = () => Number(/RssAnon:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

/** Allocates the blocks and answers the ones kept; the others are garbage once it returns. */
function allocate() {
  const blocks = Array.from({ length: 2048 }, () => Buffer.allocUnsafeSlow(65536).fill(1));
  return { kept: blocks.filter((_, i) => i % 16 === 0), peak: anonMb() };
}

const before = anonMb();
const { kept, peak } = allocate();
const trimmed = await releaseIdleMemory();
console.log(JSON.stringify({ before, peak, after: anonMb(), kept: kept.length, trimmed }));
