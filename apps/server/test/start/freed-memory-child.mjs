// Run by start-memory.test.ts: takes 128 MB in 64 KB blocks, keeps one in 16 (so the freed ones lie
// between blocks still in use, as after a burst of work), frees the rest and prints the anonymous
// resident memory before, at the peak and after.
import { readFileSync } from 'node:fs';

const anonMb = () => Number(readFileSync('/proc/self/status', 'utf8').match(/RssAnon:\s+(\d+)/)[1]) / 1024;

/** Allocates the blocks and answers the ones kept; the others are garbage once it returns. */
function allocate() {
  const blocks = Array.from({ length: 2048 }, () => Buffer.allocUnsafeSlow(65536).fill(1));
  return { kept: blocks.filter((_, i) => i % 16 === 0), peak: anonMb() };
}

const before = anonMb();
const { kept, peak } = allocate();
const settle = (collections) => {
  if (collections === 0) return console.log(JSON.stringify({ before, peak, after: anonMb(), kept: kept.length }));
  global.gc();
  setTimeout(() => settle(collections - 1), 100);
};
settle(3);
