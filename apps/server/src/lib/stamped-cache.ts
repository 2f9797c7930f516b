import type { ReadDataStamp } from '../db/data-stamp.ts';

/**
 * Answers kept while the data stamp they were made under still stands. The stamp is read before
 * the answer is computed, so an answer is at least as new as its stamp: a write that commits
 * in between leaves an entry under the old stamp, which the next read no longer matches. Every
 * read therefore costs one stamp lookup, and no answer is ever older than the last commit.
 * Least recently used entries go first beyond `maxEntries`. Values are shared: never mutate one.
 * A read-only request that read the stamp as it began (with its session) passes it as `readAtStart`
 * instead: it was read before the answer too, and the lookup is spared. Never a stamp read before a
 * write of the same request: the answer would be kept under a stamp older than its data.
 */
export function createStampedCache<T>(readStamp: ReadDataStamp, maxEntries = 500) {
  const entries = new Map<string, { stamp: number; value: T }>();
  return {
    async get(key: string, compute: () => Promise<T>, readAtStart?: number): Promise<T> {
      const stamp = readAtStart ?? (await readStamp());
      const entry = entries.get(key);
      entries.delete(key);
      if (entry?.stamp === stamp) {
        entries.set(key, entry);
        return entry.value;
      }
      const value = await compute();
      entries.set(key, { stamp, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
