/**
 * Runs `work` every `intervalMs` and when asked, one round at a time (a request during a round
 * joins it); a failed round is logged and the next one tries again. Timers do not hold the process open.
 */
export function createPeriodicTask({ name, work, intervalMs, log }: { name: string; work: () => Promise<void>; intervalMs: number; log?: { warn(details: object, message: string): void } }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function run() {
    running ??= work()
      .catch((error: unknown) => log?.warn({ err: error }, `${name} failed; retrying later`))
      .finally(() => (running = undefined));
    return running;
  }

  return {
    run,
    /** The first round starts at once. */
    start() {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    /** Stops the timer and waits for a round in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
