import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUploadTransport } from '@/test/fake-upload-transport';
import { CLEAR_COMPLETED_MS, totalsOf, UploadQueue, type UploadItem } from './upload-queue';

const file = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name);
const picked = (...names: string[]) => names.map((name) => ({ file: file(name), folderPath: '' }));

let transport: FakeUploadTransport;
let clock: number;
let idle: { completed: UploadItem[]; failed: UploadItem[] }[];
let queue: UploadQueue;

const statuses = () => Object.fromEntries(queue.getSnapshot().items.map((item) => [item.name, item.status]));
const item = (name: string) => queue.getSnapshot().items.find((candidate) => candidate.name === name)!;

beforeEach(() => {
  vi.useFakeTimers();
  transport = new FakeUploadTransport();
  clock = 0;
  idle = [];
  queue = new UploadQueue({ projectId: 7, transport, now: () => clock, onIdle: (outcome) => idle.push(outcome) });
});
afterEach(() => {
  queue.dispose();
  vi.useRealTimers();
});

describe('the upload queue', () => {
  it('sends three files at once and starts the next as one finishes, oldest first', () => {
    queue.add(picked('a', 'b', 'c', 'd', 'e'));
    expect(transport.active.map((run) => run.job.file.name)).toEqual(['a', 'b', 'c']);
    expect(statuses()).toEqual({ a: 'uploading', b: 'uploading', c: 'uploading', d: 'queued', e: 'queued' });

    transport.succeed('b');
    expect(transport.active.map((run) => run.job.file.name)).toEqual(['a', 'c', 'd']);
    transport.fail('a', new Error('boom'));
    expect(transport.active.map((run) => run.job.file.name)).toEqual(['c', 'd', 'e']);
    expect(statuses()).toMatchObject({ a: 'error', b: 'completed', e: 'uploading' });
  });

  it('puts each file under the base folder in its own sub-folder', () => {
    queue.add([{ file: file('roof.jpg'), folderPath: 'Shoot/Drone' }, { file: file('front.jpg'), folderPath: '' }], 'Listing');
    expect(transport.runs.map((run) => [run.job.projectId, run.job.folderPath])).toEqual([
      [7, 'Listing/Shoot/Drone'],
      [7, 'Listing'],
    ]);
  });

  it('pauses a file (its slot goes to the next) and resumes it from where the server stands', () => {
    queue.add(picked('a', 'b', 'c', 'd'));
    transport.runOf('a').events.progress(400);
    queue.pause(item('a').id);
    expect(transport.runOf('a').stopped).toBe(true);
    expect(item('a')).toMatchObject({ status: 'paused', loaded: 400, speed: 0 });
    expect(transport.active.map((run) => run.job.file.name)).toEqual(['b', 'c', 'd']);

    // Late events of the stopped run are ignored.
    transport.runOf('a').events.progress(900);
    expect(item('a').loaded).toBe(400);

    queue.resume(item('a').id);
    expect(item('a').status).toBe('queued');
    transport.succeed('b');
    expect(transport.runs.filter((run) => run.job.file.name === 'a')).toHaveLength(2);
    expect(item('a').status).toBe('uploading');
    transport.runOf('a').events.progress(600);
    expect(item('a').loaded).toBe(600);
  });

  it('pauses all, resumes all three at a time, and retries the failed', () => {
    queue.add(picked('a', 'b', 'c', 'd'));
    queue.pauseAll();
    expect(Object.values(statuses())).toEqual(['paused', 'paused', 'paused', 'paused']);
    expect(transport.active).toHaveLength(0);
    expect(idle).toEqual([]);

    queue.resumeAll();
    expect(transport.active.map((run) => run.job.file.name)).toEqual(['a', 'b', 'c']);
    transport.fail('a', new Error('Could not reach the server. Please check your connection.'));
    transport.fail('b', new Error('Could not reach the server. Please check your connection.'));
    expect(item('a').error).toBe('Could not reach the server. Please check your connection.');

    queue.retryFailed();
    expect(statuses()).toMatchObject({ a: 'uploading', b: 'queued', c: 'uploading', d: 'uploading' });
    expect(item('a').error).toBeUndefined();
  });

  it('retries one failed file', () => {
    queue.add(picked('a'));
    transport.fail('a', new Error('boom'));
    queue.retry(item('a').id);
    expect(item('a').status).toBe('uploading');
    expect(transport.runs).toHaveLength(2);
  });

  it('cancels a file: stopped, off the list, and the server told to drop it', () => {
    queue.add(picked('a', 'b'));
    const id = item('a').id;
    queue.remove(id);
    expect(transport.runOf('a').stopped).toBe(true);
    expect(transport.discarded.map((job) => job.file.name)).toEqual(['a']);
    expect(queue.getSnapshot().items.map((entry) => entry.name)).toEqual(['b']);
  });

  it('measures speed and time left per file and in total', () => {
    queue.add([{ file: file('a', 10_000), folderPath: '' }, { file: file('b', 10_000), folderPath: '' }]);
    clock = 2_000;
    transport.runOf('a').events.progress(2_000);
    transport.runOf('b').events.progress(1_000);
    expect(item('a')).toMatchObject({ speed: 1_000, secondsLeft: 8 });
    expect(item('b')).toMatchObject({ speed: 500, secondsLeft: 18 });
    const { totals } = queue.getSnapshot();
    expect(totals).toMatchObject({ files: 2, size: 20_000, loaded: 3_000, speed: 1_500, secondsLeft: Math.ceil(17_000 / 1_500) });
  });

  it('tells once when everything has ended, with what finished and what failed; completed files leave after 3 s', () => {
    queue.add(picked('a', 'b'));
    transport.succeed('a');
    expect(idle).toEqual([]);
    transport.fail('b', new Error('nope'));
    expect(idle).toHaveLength(1);
    expect(idle[0]!.completed.map((entry) => entry.name)).toEqual(['a']);
    expect(idle[0]!.failed.map((entry) => [entry.name, entry.error])).toEqual([['b', 'nope']]);

    vi.advanceTimersByTime(CLEAR_COMPLETED_MS - 1);
    expect(queue.getSnapshot().items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot().items.map((entry) => [entry.name, entry.status])).toEqual([['b', 'error']]);
  });

  it('notifies subscribers on each change', () => {
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add(picked('a'));
    const calls = listener.mock.calls.length;
    transport.runOf('a').events.progress(10);
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
  });
});

describe('totals', () => {
  it('counts files by state and leaves the time unknown without speed', () => {
    const base = { size: 100, loaded: 0, folderPath: '', speed: 0, secondsLeft: null };
    expect(
      totalsOf([
        { ...base, id: '1', name: 'a', status: 'completed', loaded: 100 },
        { ...base, id: '2', name: 'b', status: 'error' },
        { ...base, id: '3', name: 'c', status: 'paused', loaded: 50 },
        { ...base, id: '4', name: 'd', status: 'queued' },
      ]),
    ).toEqual({ files: 4, completed: 1, failed: 1, paused: 1, active: 1, size: 400, loaded: 150, speed: 0, secondsLeft: null });
  });
});
