import type { TransportEvents, UploadJob, UploadTransport } from '@/features/files/upload/upload-queue';

/** One start of a file by the fake transport: the test moves it along. */
export interface FakeRun {
  job: UploadJob;
  events: TransportEvents;
  stopped: boolean;
  /** Succeeded or failed. */
  ended: boolean;
}

/** An upload transport whose runs wait for the test: progress, success, error. */
export class FakeUploadTransport implements UploadTransport {
  runs: FakeRun[] = [];
  discarded: UploadJob[] = [];

  start = (job: UploadJob, events: TransportEvents) => {
    const run: FakeRun = { job, events, stopped: false, ended: false };
    this.runs.push(run);
    return { stop: () => void (run.stopped = true) };
  };

  discard = (job: UploadJob) => {
    this.discarded.push(job);
  };

  /** The runs still going (started and not stopped, succeeded or failed). */
  get active() {
    return this.runs.filter((run) => !run.stopped && !run.ended);
  }

  /** The latest run of a file, by name. */
  runOf(name: string): FakeRun {
    const run = this.runs.findLast((candidate) => candidate.job.file.name === name);
    if (!run) throw new Error(`${name} was never started`);
    return run;
  }

  succeed(name: string) {
    const run = this.runOf(name);
    run.ended = true;
    run.events.progress(run.job.file.size);
    run.events.success();
  }

  fail(name: string, error: unknown) {
    const run = this.runOf(name);
    run.ended = true;
    run.events.error(error);
  }
}
