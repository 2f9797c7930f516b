import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tusUploads } from '@portal/contract';
import { signInAs } from '@/test/render-screen';
import type { TransportEvents, UploadJob } from './upload-queue';
import { createTusTransport } from './tus-transport';
import { unfinishedFor } from './unfinished-uploads';

// The browser build of tus-js-client (XMLHttpRequest, localStorage), as the app bundles it.
// @ts-expect-error: the browser build's own file has no type declarations (the package's types describe it)
vi.mock('tus-js-client', () => import('../../../../../../node_modules/tus-js-client/lib.esm/browser/index.js'));

interface StoredUpload {
  length: number;
  offset: number;
  metadata: Record<string, string>;
}

/** A tus server behind a stand-in XMLHttpRequest: creation, HEAD, PATCH at the offset, DELETE. */
class TusServer {
  uploads = new Map<string, StoredUpload>();
  requests: { method: string; url: string; headers: Record<string, string>; bytes: number }[] = [];
  maxSize = Infinity;
  /** The body of a 413: the portal's JSON envelope by default. */
  tooLarge = JSON.stringify({ success: false, message: 'File too large: the limit is 2 GiB per file.', code: 'PAYLOAD_TOO_LARGE' });
  /** While set, PATCH answers wait in `held` (a slow line). */
  hold = false;
  /** While set, PATCH requests get no answer at all (the line is down). */
  offline = false;
  held: (() => void)[] = [];
  private next = 0;

  answer(method: string, url: string, headers: Record<string, string>, body: Blob | null): { status: number; headers?: Record<string, string>; body?: string } {
    this.requests.push({ method, url, headers, bytes: body?.size ?? 0 });
    const path = new URL(url).pathname;
    if (method === 'POST' && path === tusUploads.endpoint) {
      const length = Number(headers['Upload-Length']);
      if (length > this.maxSize) return { status: 413, body: this.tooLarge };
      const metadata = Object.fromEntries(
        (headers['Upload-Metadata'] ?? '').split(',').filter(Boolean).map((pair) => {
          const [key, value = ''] = pair.split(' ');
          return [key!, atob(value)];
        }),
      );
      const id = `u${++this.next}`;
      this.uploads.set(id, { length, offset: 0, metadata });
      return { status: 201, headers: { Location: `${tusUploads.endpoint}${id}` } };
    }
    const upload = this.uploads.get(path.slice(tusUploads.endpoint.length));
    if (!upload) return { status: 404, body: 'Not found' };
    if (method === 'HEAD') return { status: 200, headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) } };
    if (method === 'DELETE') {
      this.uploads.delete(path.slice(tusUploads.endpoint.length));
      return { status: 204 };
    }
    if (method === 'PATCH') {
      if (Number(headers['Upload-Offset']) !== upload.offset) return { status: 409, body: 'Offset mismatch' };
      upload.offset += body?.size ?? 0;
      if (upload.offset < upload.length) return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
      return { status: 200, headers: { 'Upload-Offset': String(upload.offset), [tusUploads.fileIdHeader]: '42' }, body: JSON.stringify({ success: true }) };
    }
    return { status: 405 };
  }
}

let server: TusServer;

class ServerXhr {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders: Record<string, string> = {};
  private aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    const found = Object.entries(this.answerHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }
  abort() {
    this.aborted = true;
  }
  send(body: Blob | null) {
    const respond = () => {
      if (this.aborted) return;
      const answer = server.answer(this.method, this.url, this.headers, body);
      this.status = answer.status;
      this.answerHeaders = answer.headers ?? {};
      this.responseText = answer.body ?? '';
      if (body) this.upload.onprogress?.({ lengthComputable: true, loaded: body.size });
      this.onload?.();
    };
    if (this.method === 'PATCH' && server.offline) {
      server.requests.push({ method: this.method, url: this.url, headers: this.headers, bytes: 0 });
      setTimeout(() => this.onerror?.(new Event('error')), 0);
      return;
    }
    if (this.method === 'PATCH' && server.hold) server.held.push(respond);
    else setTimeout(respond, 0);
  }
}

const CHUNK = 1000;
/** Each step waits on a few timers and promises: generous, as the machine may be busy. */
const settled = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });
const photo = new File([new Uint8Array(3500)], 'front.jpg', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
const job: UploadJob = { id: 'upload-1', projectId: 7, file: photo, folderPath: 'Listing/Shoot' };

function listen() {
  const seen = { progress: [] as number[], done: false, answer: undefined as unknown, error: undefined as Error | undefined };
  const events: TransportEvents = {
    progress: (loaded) => seen.progress.push(loaded),
    success: (answer) => {
      seen.answer = answer;
      seen.done = true;
    },
    error: (error) => void (seen.error = error as Error),
  };
  return { seen, events };
}

beforeEach(() => {
  localStorage.clear();
  signInAs('user');
  server = new TusServer();
  vi.stubGlobal('XMLHttpRequest', ServerXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tus transport', () => {
  it('creates the upload with the contract metadata and the session token, then sends it in chunks', async () => {
    const { seen, events } = listen();
    createTusTransport({ chunkSize: CHUNK }).start(job, events);
    await settled(() => expect(seen.done).toBe(true));

    const [create, ...patches] = server.requests;
    expect(create).toMatchObject({ method: 'POST', url: `${window.location.origin}${tusUploads.endpoint}` });
    expect(create!.headers).toMatchObject({ Authorization: 'Token test-token', 'Tus-Resumable': '1.0.0', 'Upload-Length': '3500' });
    expect([...server.uploads.values()][0]!.metadata).toEqual({ project_id: '7', folder_path: 'Listing/Shoot', filename: 'front.jpg', filetype: 'image/jpeg' });
    expect(patches.map((request) => [request.method, request.headers['Upload-Offset'], request.bytes])).toEqual([
      ['PATCH', '0', 1000],
      ['PATCH', '1000', 1000],
      ['PATCH', '2000', 1000],
      ['PATCH', '3000', 500],
    ]);
    expect(patches.every((request) => request.headers.Authorization === 'Token test-token')).toBe(true);
    expect(seen.progress.at(-1)).toBe(3500);
    expect(seen.answer).toEqual({ success: true });
    // Finished: nothing left to offer after a reload.
    expect(unfinishedFor(7)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('after a stop, a new start (even from a reloaded page) continues from the offset the server holds', async () => {
    server.hold = true;
    const first = listen();
    const running = createTusTransport({ chunkSize: CHUNK }).start(job, first.events);
    await settled(() => expect(server.held).toHaveLength(1));
    server.held.shift()!(); // the first 1000 bytes arrive
    await settled(() => expect(server.held).toHaveLength(1));
    server.held.shift()!(); // and the next 1000
    await settled(() => expect(server.held).toHaveLength(1));
    running.stop();
    server.held.shift()!(); // the third chunk's answer is lost with the stop
    expect(unfinishedFor(7)).toEqual([expect.objectContaining({ name: 'front.jpg', size: 3500, folderPath: 'Listing/Shoot', lastModified: photo.lastModified })]);
    const creations = server.requests.filter((request) => request.method === 'POST').length;

    // A fresh transport, as after a reload; the person gives the same file again.
    server.hold = false;
    const before = server.requests.length;
    const second = listen();
    createTusTransport({ chunkSize: CHUNK }).start({ ...job, file: new File([new Uint8Array(3500)], 'front.jpg', { type: 'image/jpeg', lastModified: photo.lastModified }) }, second.events);
    await settled(() => expect(second.seen.done).toBe(true));

    const after = server.requests.slice(before);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(creations);
    expect(after[0]).toMatchObject({ method: 'HEAD' });
    const offset = Number(after[1]!.headers['Upload-Offset']);
    expect(offset).toBeGreaterThanOrEqual(2000);
    expect(after.slice(1).reduce((sum, request) => sum + request.bytes, 0)).toBe(3500 - offset);
    expect([...server.uploads.values()][0]!.offset).toBe(3500);
    expect(unfinishedFor(7)).toEqual([]);
  });

  it('retries a dropped line on its own, then says in words that the server could not be reached', async () => {
    server.offline = true;
    const { seen, events } = listen();
    createTusTransport({ chunkSize: CHUNK, retryDelays: [0, 10] }).start(job, events);
    await settled(() => expect(seen.error).toBeDefined());
    expect(seen.error!.message).toBe('Could not reach the server. Please check your connection.');
    // The first try and two retries, each finding where the upload stands first.
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(server.requests.filter((request) => request.method === 'PATCH').length).toBeGreaterThanOrEqual(3);
  });

  it('names the limit when the server refuses the size (413)', async () => {
    server.maxSize = 2 * 1024 * 1024 * 1024;
    const big = new File([new Uint8Array(10)], 'drone.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 * 1024 });
    const { seen, events } = listen();
    createTusTransport({ chunkSize: CHUNK }).start({ ...job, file: big }, events);
    await settled(() => expect(seen.error).toBeDefined());
    expect(seen.error!.message).toBe('drone.mp4 (3072.0 MB): File too large: the limit is 2 GiB per file.');
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it("asks OPTIONS for the limit when a 413 does not name it (tus's own plain answer)", async () => {
    server.maxSize = 2 * 1024 * 1024 * 1024;
    server.tooLarge = 'Maximum size exceeded';
    const options = vi.fn(() => Promise.resolve(new Response(null, { status: 204, headers: { 'Tus-Max-Size': String(server.maxSize) } })));
    vi.stubGlobal('fetch', options);
    const big = new File([new Uint8Array(10)], 'drone.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 * 1024 });
    const { seen, events } = listen();
    createTusTransport({ chunkSize: CHUNK }).start({ ...job, file: big }, events);
    await settled(() => expect(seen.error).toBeDefined());
    expect(seen.error!.message).toBe('drone.mp4 (3072.0 MB) is too large: the largest upload allowed is 2048.0 MB.');
    expect(options).toHaveBeenCalledWith(`${window.location.origin}${tusUploads.endpoint}`, expect.objectContaining({ method: 'OPTIONS' }));
  });

  it('cancelling ends the upload on the server and forgets it here', async () => {
    server.hold = true;
    const transport = createTusTransport({ chunkSize: CHUNK });
    const running = transport.start(job, listen().events);
    await settled(() => expect(server.held).toHaveLength(1));
    running.stop();
    await transport.discard!(job);
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(server.uploads.size).toBe(0);
    expect(unfinishedFor(7)).toEqual([]);
  });
});
