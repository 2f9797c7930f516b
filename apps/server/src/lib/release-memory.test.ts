import { describe, expect, it, vi } from 'vitest';
import { glibcVersion, releaseIdleMemory } from './release-memory.ts';

describe('releaseIdleMemory', () => {
  it("trims malloc's heaps from the start (pad 0) on a worker thread, and answers that it did", async () => {
    const async = vi.fn((_pad: number, done: (error: unknown, result: number) => void) => done(null, 1));
    await expect(releaseIdleMemory({ async })).resolves.toBe(true);
    expect(async).toHaveBeenCalledWith(0, expect.any(Function));
  });

  it('answers false, never rejects, where there is no trim or the call fails', async () => {
    await expect(releaseIdleMemory(null)).resolves.toBe(false);
    await expect(releaseIdleMemory({ async: (_pad, done) => done(new Error('worker failed'), 0) })).resolves.toBe(false);
    await expect(
      releaseIdleMemory({
        async: () => {
          throw new Error('no worker thread');
        },
      }),
    ).resolves.toBe(false);
  });

  it("calls glibc's malloc_trim where node runs on glibc", async () => {
    await expect(releaseIdleMemory()).resolves.toBe(Boolean(glibcVersion()));
  });
});
