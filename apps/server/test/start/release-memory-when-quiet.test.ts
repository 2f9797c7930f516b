import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { releaseMemoryWhenQuiet } from '../../src/bootstrap/release-memory-when-quiet.ts';

describe('the server gives memory back once quiet', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  async function server() {
    const app = Fastify();
    app.get('/ping', async () => ({ ok: true }));
    const release = vi.fn();
    const memory = releaseMemoryWhenQuiet(app as unknown as App, { quietMs: 5_000, release });
    await app.ready();
    return { app, release, memory };
  }

  it('after the first quiet spell from the start, and after each later one with requests in it', async () => {
    const { app, release, memory } = await server();
    memory.started();
    vi.advanceTimersByTime(5_000);
    expect(release).toHaveBeenCalledTimes(1);

    expect((await app.inject('/ping')).statusCode).toBe(200);
    vi.advanceTimersByTime(2_000);
    // A request that fails counts as activity too.
    expect((await app.inject('/missing')).statusCode).toBe(404);
    vi.advanceTimersByTime(4_999);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(60_000);
    expect(release).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('not after the server has closed', async () => {
    const { app, release } = await server();
    await app.inject('/ping');
    await app.close();
    vi.advanceTimersByTime(10_000);
    expect(release).not.toHaveBeenCalled();
  });
});
