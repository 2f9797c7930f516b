import type { JobKind, JobPayloadInput } from './job-kinds.ts';
import type { EnqueueOptions, JobsRepository } from './jobs.repository.ts';

/** Transactions here last milliseconds: by then a job queued in one has committed and can be claimed. */
const afterCommitDelaysMs = [50, 1_000];

/**
 * Queues jobs and tells this instance's runner, so work starts at once instead of at its next poll.
 * A job queued in a transaction is not visible until it commits, so the runner is told a little later
 * too; one that commits later still is found by the poll.
 */
export function createJobQueue(jobs: JobsRepository) {
  let wake = () => {};
  return {
    async enqueue<K extends JobKind>(kind: K, payload: JobPayloadInput<K>, options: EnqueueOptions = {}) {
      const id = await jobs.enqueue(kind, payload, options);
      if (id === undefined) return id;
      if (options.tx) for (const delay of afterCommitDelaysMs) setTimeout(() => wake(), delay).unref();
      else wake();
      return id;
    },
    /** Who to tell about new work (the runner, once it exists). */
    notify(wakeRunner: () => void) {
      wake = wakeRunner;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
