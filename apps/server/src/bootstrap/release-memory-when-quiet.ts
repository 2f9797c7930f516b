import type { App } from '../app.ts';
import { createQuietTimer } from '../lib/quiet-timer.ts';
import { releaseIdleMemory } from '../lib/release-memory.ts';

/** How long the server goes without answering a request before it gives back what its work freed. */
export const memoryReleaseQuietMs = 5_000;

/**
 * Once the server has answered no request for `quietMs`, the memory its work freed goes back to the
 * system (`releaseIdleMemory`), so an idle server holds what it needs, not what its busiest minute
 * took: once per quiet spell, a full collection (tens of milliseconds) and a trim. `started()` counts
 * as activity, so the first quiet spell after a start gives back what the start's migrations used.
 */
export function releaseMemoryWhenQuiet(app: App, { quietMs = memoryReleaseQuietMs, release = releaseIdleMemory }: { quietMs?: number; release?: () => unknown } = {}) {
  const quiet = createQuietTimer(quietMs, () => void release());
  app.addHook('onResponse', (_request, _reply, done) => {
    quiet.activity();
    done();
  });
  // An upload whose client went away ends here instead of in onResponse.
  app.addHook('onRequestAbort', (_request, done) => {
    quiet.activity();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    quiet.stop();
    done();
  });
  return { started: quiet.activity };
}
