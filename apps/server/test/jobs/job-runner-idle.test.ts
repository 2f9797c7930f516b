import { expect, it } from 'vitest';
import type { JobQueueName } from '../../src/jobs/job-handler.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createJobsRepository } from '../../src/jobs/jobs.repository.ts';
import { useTestApp } from '../test-app.ts';

const ctx = useTestApp();
const logger = { info: () => {}, warn: () => {}, error: () => {} };
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
};

// The server collects garbage when its images queue goes idle (background-work.ts): this is the signal.
it('tells when a queue has nothing left after a burst of jobs, once per burst and never while idle', async () => {
  const jobs = createJobsRepository(ctx.database.db);
  let handled = 0;
  const idle: JobQueueName[] = [];
  const runner = createJobRunner({
    jobs,
    logger,
    pollMs: 20,
    concurrency: { images: 1, default: 1 },
    handlers: { 'mail.send': { handle: async () => void (handled += 1) } },
    onIdle: (queue) => idle.push(queue),
  });
  runner.start();
  try {
    // Several polls with nothing queued.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(idle).toEqual([]);

    for (let i = 0; i < 3; i++) await jobs.enqueue('mail.send', { to: 'agent@example.test', subject: `Hello ${i}`, text: 'Body' });
    runner.wake();
    await until(() => idle.length > 0);
    expect(handled).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(idle).toEqual(['default']);
  } finally {
    await runner.stop();
  }
});
