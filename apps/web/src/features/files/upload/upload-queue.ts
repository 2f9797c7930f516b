import type { PickedFile } from './folder-entries';

export type UploadStatus = 'queued' | 'uploading' | 'paused' | 'completed' | 'error';

/** One file of the queue as the panel shows it. */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** The folder it goes to, from the project's root ('' for the root). */
  folderPath: string;
  /** Bytes the server holds, 0..size. */
  loaded: number;
  status: UploadStatus;
  /** Bytes a second over the last few seconds while uploading, else 0. */
  speed: number;
  /** Seconds left at that speed; null while unknown. */
  secondsLeft: number | null;
  /** Why it failed, readable. */
  error?: string;
}

export interface UploadTotals {
  files: number;
  completed: number;
  failed: number;
  paused: number;
  active: number;
  size: number;
  loaded: number;
  speed: number;
  secondsLeft: number | null;
}

export interface QueueSnapshot {
  items: readonly UploadItem[];
  totals: UploadTotals;
}

export interface UploadJob {
  id: string;
  projectId: number;
  file: File;
  folderPath: string;
}

export interface TransportEvents {
  /** Bytes the server holds so far (after a resume it starts at the offset it had). */
  progress: (loaded: number) => void;
  /** The server's answer about the listed file (the confirm-upload body), when it gave one. */
  success: (answer?: unknown) => void;
  error: (error: unknown) => void;
}

export interface RunningUpload {
  /** Stops sending; what the server holds is kept, so a later start continues from there. */
  stop: () => void;
}

/** How bytes travel: tus in the app, a fake in tests. */
export interface UploadTransport {
  start: (job: UploadJob, events: TransportEvents) => RunningUpload;
  /** Tells the server to drop what it holds of a file the user gave up on. */
  discard?: (job: UploadJob) => Promise<void> | void;
}

export interface QueueOptions {
  projectId: number;
  transport: UploadTransport;
  /** Files sent at once. */
  parallel?: number;
  now?: () => number;
  /** Called when the last running file ends: what finished and what failed since the queue was last idle. */
  onIdle?: (outcome: { completed: UploadItem[]; failed: UploadItem[] }) => void;
  /** Called as each file completes. */
  onFileComplete?: (item: UploadItem) => void;
  /** Describes a transport error for people. */
  describeError?: (error: unknown, item: UploadItem) => string;
}

/** Completed files leave the list this long after they finish (spec section 9: 3 s). */
export const CLEAR_COMPLETED_MS = 3_000;
/** Speed is measured over this window. */
const SPEED_WINDOW_MS = 5_000;

let nextId = 0;

interface Entry {
  item: UploadItem;
  job: UploadJob;
  running?: RunningUpload;
  /** Bumped at each start, so events of a stopped run are ignored. */
  run: number;
  samples: { at: number; loaded: number }[];
}

const defaultDescribe = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Upload failed');

/**
 * The upload queue: files wait their turn and `parallel` (3) travel at once; each can be paused,
 * resumed, retried or removed, and so can all of them. Framework-free; the panel subscribes.
 */
export class UploadQueue {
  readonly projectId: number;
  private readonly transport: UploadTransport;
  private readonly parallel: number;
  private readonly now: () => number;
  private readonly options: QueueOptions;
  private entries: Entry[] = [];
  private listeners = new Set<() => void>();
  private snapshot: QueueSnapshot = { items: [], totals: emptyTotals() };
  private finished: { completed: UploadItem[]; failed: UploadItem[] } = { completed: [], failed: [] };
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: QueueOptions) {
    this.options = options;
    this.projectId = options.projectId;
    this.transport = options.transport;
    this.parallel = options.parallel ?? 3;
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Queues files under `baseFolder` (the folder being viewed), each in its own sub-folder path. */
  add(files: readonly PickedFile[], baseFolder = ''): string[] {
    const ids: string[] = [];
    for (const { file, folderPath } of files) {
      const id = `upload-${++nextId}`;
      const folder = [baseFolder, folderPath].filter(Boolean).join('/');
      ids.push(id);
      this.entries.push({
        item: { id, name: file.name, size: file.size, folderPath: folder, loaded: 0, status: 'queued', speed: 0, secondsLeft: null },
        job: { id, projectId: this.projectId, file, folderPath: folder },
        run: 0,
        samples: [],
      });
    }
    this.pump();
    return ids;
  }

  pause(id: string) {
    const entry = this.find(id);
    if (!entry || (entry.item.status !== 'uploading' && entry.item.status !== 'queued')) return;
    this.halt(entry);
    this.set(entry, { status: 'paused', speed: 0, secondsLeft: null });
    this.pump();
  }

  resume(id: string) {
    const entry = this.find(id);
    if (!entry || entry.item.status !== 'paused') return;
    this.set(entry, { status: 'queued' });
    this.pump();
  }

  retry(id: string) {
    const entry = this.find(id);
    if (!entry || entry.item.status !== 'error') return;
    this.set(entry, { status: 'queued', error: undefined });
    this.pump();
  }

  /** Stops a file and takes it off the list; the server is told to drop what it holds. */
  remove(id: string) {
    const entry = this.find(id);
    if (!entry) return;
    this.halt(entry);
    this.entries = this.entries.filter((other) => other !== entry);
    if (entry.item.status !== 'completed') void this.transport.discard?.(entry.job);
    this.pump();
  }

  pauseAll() {
    for (const entry of this.entries) {
      if (entry.item.status === 'uploading' || entry.item.status === 'queued') {
        this.halt(entry);
        entry.item = { ...entry.item, status: 'paused', speed: 0, secondsLeft: null };
      }
    }
    this.publish();
  }

  resumeAll() {
    for (const entry of this.entries) if (entry.item.status === 'paused') entry.item = { ...entry.item, status: 'queued' };
    this.pump();
  }

  retryFailed() {
    for (const entry of this.entries) if (entry.item.status === 'error') entry.item = { ...entry.item, status: 'queued', error: undefined };
    this.pump();
  }

  /** Stops everything without telling the server (what it holds stays resumable). */
  dispose() {
    for (const entry of this.entries) this.halt(entry);
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    this.listeners.clear();
  }

  private find(id: string) {
    return this.entries.find((entry) => entry.item.id === id);
  }

  private halt(entry: Entry) {
    entry.run++;
    entry.running?.stop();
    entry.running = undefined;
    entry.samples = [];
  }

  private set(entry: Entry, change: Partial<UploadItem>) {
    entry.item = { ...entry.item, ...change };
    this.publish();
  }

  /** Starts queued files, oldest first, while fewer than `parallel` travel. */
  private pump() {
    let active = this.entries.filter((entry) => entry.item.status === 'uploading').length;
    for (const entry of this.entries) {
      if (active >= this.parallel) break;
      if (entry.item.status !== 'queued') continue;
      active++;
      this.start(entry);
    }
    this.publish();
    if (active === 0 && !this.entries.some((entry) => entry.item.status === 'queued')) this.settle();
  }

  private start(entry: Entry) {
    const run = ++entry.run;
    entry.item = { ...entry.item, status: 'uploading', error: undefined };
    entry.samples = [{ at: this.now(), loaded: entry.item.loaded }];
    const current = () => entry.run === run && this.entries.includes(entry);
    try {
      entry.running = this.transport.start(entry.job, {
        progress: (loaded) => {
          if (!current()) return;
          this.measure(entry, Math.min(loaded, entry.item.size));
        },
        success: () => {
          if (!current()) return;
          entry.running = undefined;
          this.set(entry, { status: 'completed', loaded: entry.item.size, speed: 0, secondsLeft: 0 });
          this.finished.completed.push(entry.item);
          this.options.onFileComplete?.(entry.item);
          this.later(() => {
            this.entries = this.entries.filter((other) => other !== entry);
            this.publish();
          }, CLEAR_COMPLETED_MS);
          this.pump();
        },
        error: (error) => {
          if (!current()) return;
          entry.running = undefined;
          const message = (this.options.describeError ?? defaultDescribe)(error, entry.item);
          this.set(entry, { status: 'error', error: message, speed: 0, secondsLeft: null });
          this.finished.failed.push(entry.item);
          this.pump();
        },
      });
    } catch (error) {
      entry.item = { ...entry.item, status: 'error', error: (this.options.describeError ?? defaultDescribe)(error, entry.item) };
      this.finished.failed.push(entry.item);
    }
  }

  private measure(entry: Entry, loaded: number) {
    const at = this.now();
    entry.samples.push({ at, loaded });
    while (entry.samples.length > 2 && at - entry.samples[1]!.at >= SPEED_WINDOW_MS) entry.samples.shift();
    const first = entry.samples[0]!;
    const elapsed = (at - first.at) / 1000;
    const speed = elapsed > 0 ? Math.max(0, (loaded - first.loaded) / elapsed) : entry.item.speed;
    const secondsLeft = speed > 0 ? Math.ceil((entry.item.size - loaded) / speed) : null;
    this.set(entry, { loaded, speed, secondsLeft });
  }

  private settle() {
    const { completed, failed } = this.finished;
    if (completed.length === 0 && failed.length === 0) return;
    this.finished = { completed: [], failed: [] };
    this.options.onIdle?.({ completed, failed });
  }

  private later(task: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, ms);
    this.timers.add(timer);
  }

  private publish() {
    const items = this.entries.map((entry) => entry.item);
    this.snapshot = { items, totals: totalsOf(items) };
    this.listeners.forEach((listener) => listener());
  }
}

function emptyTotals(): UploadTotals {
  return { files: 0, completed: 0, failed: 0, paused: 0, active: 0, size: 0, loaded: 0, speed: 0, secondsLeft: null };
}

/** The whole list at a glance: bytes, speed and time left over the files not yet done. */
export function totalsOf(items: readonly UploadItem[]): UploadTotals {
  const totals = emptyTotals();
  for (const item of items) {
    totals.files++;
    totals.size += item.size;
    totals.loaded += item.loaded;
    if (item.status === 'completed') totals.completed++;
    else if (item.status === 'error') totals.failed++;
    else if (item.status === 'paused') totals.paused++;
    else totals.active++;
    if (item.status === 'uploading') totals.speed += item.speed;
  }
  const waiting = items.filter((item) => item.status === 'uploading' || item.status === 'queued').reduce((sum, item) => sum + item.size - item.loaded, 0);
  totals.secondsLeft = totals.speed > 0 ? Math.ceil(waiting / totals.speed) : null;
  return totals;
}
