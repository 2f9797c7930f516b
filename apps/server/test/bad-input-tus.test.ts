import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshFilesProject, pendingUploadCount, storedObjects } from './files/files-helpers.ts';
import { useTestApp } from './test-app.ts';

/**
 * The bad-input sweep of the resumable (tus) upload calls: their input is headers, not JSON. Every
 * bad header gets a 4xx (the portal's own checks name the field in the JSON envelope; tus's protocol
 * checks answer its plain text), never a 500, and no upload is left half-made.
 */
const ctx = useTestApp({ env: { MAX_UPLOAD_BYTES: '1000000' } });
let base: string;
let headers: Record<string, string>;
let projectId: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
const good = () => ({ 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': metadata({ project_id: String(projectId), filename: 'a.jpg' }) });

type Case = [name: string, change: () => Record<string, string | undefined>, status: number, field?: string];
const creation: Case[] = [
  ['Upload-Length negative', () => ({ 'upload-length': '-1' }), 400, 'Upload-Length'],
  ['Upload-Length not a number', () => ({ 'upload-length': 'ten' }), 400, 'Upload-Length'],
  ['Upload-Length a float', () => ({ 'upload-length': '1.5' }), 400, 'Upload-Length'],
  ['Upload-Length in exponent form', () => ({ 'upload-length': '1e3' }), 400, 'Upload-Length'],
  ['Upload-Length absurdly long', () => ({ 'upload-length': '9'.repeat(40) }), 400, 'Upload-Length'],
  ['Upload-Length over the limit', () => ({ 'upload-length': '1000001' }), 413],
  ['a deferred length', () => ({ 'upload-length': undefined, 'upload-defer-length': '1' }), 400, 'Upload-Length'],
  ['Upload-Metadata missing', () => ({ 'upload-metadata': undefined }), 400, 'project_id'],
  ['Upload-Metadata not base64', () => ({ 'upload-metadata': 'project_id !!!,filename ***' }), 400, 'Upload-Metadata'],
  ['Upload-Metadata with three words a pair', () => ({ 'upload-metadata': 'project_id MQ== extra' }), 400, 'Upload-Metadata'],
  ['project_id zero', () => ({ 'upload-metadata': metadata({ project_id: '0', filename: 'a.jpg' }) }), 400, 'project_id'],
  ['project_id negative', () => ({ 'upload-metadata': metadata({ project_id: '-3', filename: 'a.jpg' }) }), 400, 'project_id'],
  ['project_id past int4', () => ({ 'upload-metadata': metadata({ project_id: '99999999999', filename: 'a.jpg' }) }), 400, 'project_id'],
  ['project_id with SQL', () => ({ 'upload-metadata': metadata({ project_id: "1' OR 1=1", filename: 'a.jpg' }) }), 400, 'project_id'],
  ['filename empty', () => ({ 'upload-metadata': metadata({ project_id: String(projectId), filename: '' }) }), 400, 'filename'],
  ['filename only direction overrides', () => ({ 'upload-metadata': metadata({ project_id: String(projectId), filename: '\u202e\u2066' }) }), 400, 'filename'],
  ['folder_path climbing out', () => ({ 'upload-metadata': metadata({ project_id: String(projectId), filename: 'a.jpg', folder_path: '../../etc' }) }), 400, 'folder_path'],
  ['folder_path with a NUL', () => ({ 'upload-metadata': metadata({ project_id: String(projectId), filename: 'a.jpg', folder_path: 'A\u0000B' }) }), 400, 'folder_path'],
  ['Tus-Resumable missing', () => ({ 'tus-resumable': undefined }), 400],
  ['Tus-Resumable another version', () => ({ 'tus-resumable': '0.2.2' }), 400],
];

function withChanges(change: Record<string, string | undefined>) {
  const all: Record<string, string | undefined> = { ...headers, ...good(), ...change };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

describe('POST /api/v1/uploads/tus/ with bad headers', () => {
  it.each(creation)('%s: a clear 4xx, nothing made', async (_name, change, status, field) => {
    const res = await fetch(`${base}/api/v1/uploads/tus/`, { method: 'POST', headers: withChanges(change()) });
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.success).toBe(false);
    if (field) expect(body.errors[0].field).toBe(field);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });
});

describe('PATCH of a running upload with bad headers', () => {
  const patchCases: Array<[string, Record<string, string | undefined>, number]> = [
    ['no Content-Type', { 'content-type': undefined }, 400],
    ['another Content-Type', { 'content-type': 'application/json' }, 400],
    // tus's own answer to a PATCH without its offset.
    ['no Upload-Offset', { 'upload-offset': undefined }, 403],
    ['a negative Upload-Offset', { 'upload-offset': '-1' }, 400],
    ['an Upload-Offset past what arrived', { 'upload-offset': '50' }, 409],
    ['no Tus-Resumable', { 'tus-resumable': undefined }, 412],
  ];
  it.each(patchCases)('%s: a 4xx, the upload unchanged and still resumable', async (_name, change, status) => {
    const created = await fetch(`${base}/api/v1/uploads/tus/`, { method: 'POST', headers: withChanges({}) });
    expect(created.status).toBe(201);
    const location = `${base}${created.headers.get('location')}`;
    const all: Record<string, string | undefined> = { ...headers, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', ...change };
    const res = await fetch(location, { method: 'PATCH', headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined)), body: 'x'.repeat(10) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBe(status);
    const head = await fetch(location, { method: 'HEAD', headers: { ...headers, 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe('0');
    const rest = await fetch(location, { method: 'PATCH', headers: { ...headers, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body: 'y'.repeat(100) });
    expect(rest.status).toBe(200);
  });
});
