import { describe, expect, it } from 'vitest';
import { createStampedCache } from './stamped-cache.ts';

describe('stamped cache', () => {
  it('answers from the cache while the stamp stands and computes again once it moves', async () => {
    let stamp = 1;
    let computed = 0;
    const cache = createStampedCache<string>(async () => stamp);
    const answer = () => cache.get('projects?page=1', async () => `answer ${++computed}`);
    expect(await answer()).toBe('answer 1');
    expect(await answer()).toBe('answer 1');
    stamp = 2;
    expect(await answer()).toBe('answer 2');
    expect(await cache.get('another key', async () => 'other')).toBe('other');
    expect(computed).toBe(2);
  });

  it('files an answer under the stamp read before computing it, so a write during the computation is not missed', async () => {
    let stamp = 1;
    const cache = createStampedCache<string>(async () => stamp);
    // A write commits while the answer is being made: the answer may already include it or not.
    expect(await cache.get('k', async () => ((stamp = 2), 'made while stamp moved to 2'))).toBe('made while stamp moved to 2');
    expect(await cache.get('k', async () => 'made under stamp 2')).toBe('made under stamp 2');
    expect(await cache.get('k', async () => 'not computed')).toBe('made under stamp 2');
  });

  it('goes by the stamp a read-only request read as it began, without a lookup of its own', async () => {
    let lookups = 0;
    let stamp = 1;
    const cache = createStampedCache<string>(async () => (lookups++, stamp));
    expect(await cache.get('k', async () => 'made under 1', 1)).toBe('made under 1');
    expect(await cache.get('k', async () => 'not computed', 1)).toBe('made under 1');
    expect(lookups).toBe(0);
    // A request that began before a write goes by its older stamp; one after it finds the answer too old.
    stamp = 2;
    expect(await cache.get('k', async () => 'made under 2')).toBe('made under 2');
    expect(lookups).toBe(1);
    expect(await cache.get('k', async () => 'made again under 1', 1)).toBe('made again under 1');
    expect(await cache.get('k', async () => 'made again under 2', 2)).toBe('made again under 2');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createStampedCache<string>(async () => 7, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('keeps nothing when the computation fails', async () => {
    const cache = createStampedCache<string>(async () => 1);
    await expect(cache.get('k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });
});
