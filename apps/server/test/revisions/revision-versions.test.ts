import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, fileVersions } from '../../src/db/schema/index.ts';
import { derivativeKeysOf } from '../../src/modules/derivatives/index.ts';
import { emptyStore, fetchLink, jpeg, multipartBody, pendingUploadCount, sha256, storedObjects } from '../files/files-helpers.ts';
import { useTestApp } from '../test-app.ts';
import { get, post, revisionStudio, uploadVersion } from './revision-fixtures.ts';

const ctx = useTestApp();
const drain = () => ctx.app.background.runner.drain(['derivatives.make']);
const sweep = () => ctx.app.background.sweeper.sweepOnce(new Date(ctx.clock.now().getTime() - 24 * 3600 * 1000));
const fileRow = async (id: number) => (await ctx.database.db.select().from(files).where(eq(files.id, id)))[0]!;

describe('versions of a file', () => {
  it('a new version keeps id, name, folder and favourites; derivatives are made again, the old ones swept, the old original kept', async () => {
    await emptyStore(ctx.dataDir);
    const s = await revisionStudio(ctx.app, ctx.database.db);
    await drain();
    expect((await post(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.c}/favourite/`, s.company.headers)).statusCode).toBeLessThan(300);
    const v1 = await fileRow(s.ids.c);
    expect(v1).toMatchObject({ version: 1, derivativeStatus: 'ready' });
    const oldDerivatives = [v1.thumbnailKey, v1.previewKey, v1.proofKey, v1.mlsKey] as string[];

    const bytes = await jpeg(120, 80);
    const res = await uploadVersion(ctx.app, s.staff, s.project.id, s.ids.c, bytes, 'whatever-name.jpg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ id: s.ids.c, name: 'c.jpg', folder_path: 'Exterior', version: 2, checksum: sha256(bytes), derivative_status: 'pending', thumbnail_url: null });
    expect(res.json().data.versioned_at).not.toBe(v1.versionedAt.toISOString());
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);

    // The client's favourite stays on the file; the listing carries the new version for cache-busting.
    const listed = (await get(ctx.app, `/api/v1/projects/${s.project.id}/files/?folder_path=Exterior`, s.company.headers)).json().data.files[0];
    expect(listed).toMatchObject({ id: s.ids.c, is_favourite: true, version: 2 });

    await drain();
    const v2 = await fileRow(s.ids.c);
    expect(v2).toMatchObject({ version: 2, derivativeStatus: 'ready', width: 120, height: 80 });
    expect(v2.thumbnailKey).not.toBe(v1.thumbnailKey);
    const thumb = (await get(ctx.app, `/api/v1/projects/${s.project.id}/serve/${s.ids.c}/?variant=thumbnail`, s.company.headers)).json().data.download_url;
    expect((await fetchLink(ctx.app, thumb)).statusCode).toBe(200);

    await sweep();
    const stored = await storedObjects(ctx.dataDir);
    for (const key of oldDerivatives) expect(stored).not.toContain(key);
    expect(stored).toContain(v1.storageKey);
    expect(stored).toContain(v2.storageKey);
    for (const key of derivativeKeysOf(v2.storageKey)) expect(stored).toContain(key);

    const versions = (await get(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.c}/versions/`, s.staff)).json().data;
    expect(versions.map((v: { version: number; is_current: boolean; checksum: string; width: number }) => [v.version, v.is_current, v.checksum, v.width])).toEqual([
      [2, true, sha256(bytes), 120],
      [1, false, v1.checksum, 40],
    ]);
    expect(versions[1].uploaded_by_name).toBeTruthy();
  });

  it('staff restore an earlier version as the newest; derivatives are made again; a file deleted takes every version with it', async () => {
    await emptyStore(ctx.dataDir);
    const s = await revisionStudio(ctx.app, ctx.database.db);
    await drain();
    const v1 = await fileRow(s.ids.b);
    expect((await get(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/`, s.staff)).json().data.map((v: { version: number }) => v.version)).toEqual([1]);
    await uploadVersion(ctx.app, s.staff, s.project.id, s.ids.b, await jpeg(50, 50));
    await drain();
    const v2 = await fileRow(s.ids.b);

    for (const headers of [s.editor.headers, s.company.headers]) expect((await post(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/1/restore/`, headers)).statusCode).toBe(403);
    const current = await post(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/2/restore/`, s.staff);
    expect(current.statusCode).toBe(409);
    expect((await post(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/9/restore/`, s.staff)).statusCode).toBe(404);

    const restored = await post(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/1/restore/`, s.staff);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ id: s.ids.b, name: 'b.jpg', version: 3, checksum: v1.checksum, derivative_status: 'pending' });
    await drain();
    await sweep();
    const v3 = await fileRow(s.ids.b);
    expect(v3).toMatchObject({ version: 3, storageKey: v1.storageKey, derivativeStatus: 'ready', width: 32, height: 24 });
    const stored = await storedObjects(ctx.dataDir);
    for (const key of derivativeKeysOf(v1.storageKey)) expect(stored).toContain(key);
    for (const key of derivativeKeysOf(v2.storageKey)) expect(stored).not.toContain(key);
    const link = (await get(ctx.app, `/api/v1/projects/${s.project.id}/serve/${s.ids.b}/`, s.staff)).json().data.download_url;
    expect(sha256((await fetchLink(ctx.app, link)).rawPayload)).toBe(v1.checksum);
    const versions = (await get(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.b}/versions/`, s.staff)).json().data;
    expect(versions.map((v: { version: number; restored_from: number | null }) => [v.version, v.restored_from])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${s.project.id}/files/${s.ids.b}/`, headers: s.staff })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(fileVersions).where(eq(fileVersions.fileId, s.ids.b))).toEqual([]);
    await sweep();
    const after = await storedObjects(ctx.dataDir);
    expect(after).not.toContain(v1.storageKey);
    expect(after).not.toContain(v2.storageKey);
  });

  it('refuses a body without the one file in the file field, and keeps nothing of it', async () => {
    await emptyStore(ctx.dataDir);
    const s = await revisionStudio(ctx.app, ctx.database.db);
    const before = await storedObjects(ctx.dataDir);
    const url = `/api/v1/projects/${s.project.id}/files/${s.ids.a}/versions/`;
    const send = async (parts: Parameters<typeof multipartBody>[0], fields: Record<string, string> = {}) => {
      const body = await multipartBody(parts, fields);
      return ctx.app.inject({ method: 'POST', url, headers: { ...s.staff, 'content-type': body.contentType }, payload: body.payload });
    };
    const cases = [
      { res: await send([], { note: 'no file' }), field: 'file' },
      { res: await send([{ name: 'x.jpg', bytes: 'x', field: 'projectFiles' }]), field: 'projectFiles' },
      { res: await send([{ name: 'x.jpg', bytes: 'x', field: 'file' }, { name: 'y.jpg', bytes: 'y', field: 'file' }]), field: 'file' },
      { res: await ctx.app.inject({ method: 'POST', url, headers: s.staff, payload: { file: 'x' } }), field: 'file', status: 415 },
    ];
    for (const { res, field, status = 400 } of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(field);
    }
    expect(await storedObjects(ctx.dataDir)).toEqual(before);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect((await fileRow(s.ids.a)).version).toBe(1);
    // A file of another project, or none: 404.
    expect((await uploadVersion(ctx.app, s.staff, s.project.id, s.ids.foreign, 'x')).statusCode).toBe(404);
    expect((await uploadVersion(ctx.app, s.staff, s.project.id, 999999, 'x')).statusCode).toBe(404);
    expect((await get(ctx.app, `/api/v1/projects/${s.project.id}/files/${s.ids.foreign}/versions/`, s.staff)).statusCode).toBe(404);
  });
});
