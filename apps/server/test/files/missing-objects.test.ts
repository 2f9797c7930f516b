import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { useTestApp } from '../test-app.ts';
import { fetchLink, freshFilesProject, listFiles, unzip, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
  await upload(ctx.app, headers, projectId, [{ name: 'kept.txt', bytes: 'still here' }, { name: 'lost.txt', bytes: 'gone' }, { name: 'also-kept.txt', bytes: 'here too' }], { folder_path: 'Exterior' });
});

/** Removes a listed file's bytes behind the app's back, as a disk fault or a hand-cleaned bucket would. */
async function loseBytesOf(name: string) {
  const [row] = await ctx.database.db.select().from(files).where(eq(files.fileName, name));
  if (!row) throw new Error(`no file ${name}`);
  await rm(path.join(ctx.dataDir, 'files', row.storageKey));
  return row;
}

describe('a listed file whose stored bytes are gone', () => {
  it('answers 404 to serve and to a link handed out before, in the envelope', async () => {
    const link = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/lost.txt/?folder_path=Exterior`, headers })).json().data.download_url;
    const row = await loseBytesOf('lost.txt');

    const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/lost.txt/?folder_path=Exterior`, headers });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ success: false, message: 'File not found.', code: 'NOT_FOUND' });
    const followed = await fetchLink(ctx.app, link);
    expect(followed.statusCode).toBe(404);
    expect(followed.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(followed.body).not.toContain(row.storageKey);
    const ranged = await fetchLink(ctx.app, link, { range: 'bytes=0-1' });
    expect(ranged.statusCode).toBe(404);
  });

  it('is left out of a folder ZIP, which says so in MISSING FILES.txt; the rest arrives whole and the server goes on', async () => {
    const logged = vi.fn();
    const spy = vi.spyOn(ctx.app.log, 'error').mockImplementation(logged);
    const row = await loseBytesOf('lost.txt');

    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/download_folder_zip/`, headers, payload: { folder_path: 'Exterior' } });
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    const members = await unzip(res.rawPayload);
    expect(Object.keys(members).sort()).toEqual(['MISSING FILES.txt', 'also-kept.txt', 'kept.txt']);
    expect(members['kept.txt']!.toString()).toBe('still here');
    expect(members['also-kept.txt']!.toString()).toBe('here too');
    expect(members['MISSING FILES.txt']!.toString()).toContain('lost.txt');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ fileId: row.id, storageKey: row.storageKey }), expect.stringContaining('missing from storage'));

    expect((await listFiles(ctx.app, headers, projectId, 'Exterior')).statusCode).toBe(200);
  });
});
