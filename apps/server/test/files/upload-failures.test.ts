import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, listFiles, pendingUploadCount, storedObjects, upload } from './files-helpers.ts';

const ctx = useTestApp();
let staff: Record<string, string>;

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  staff = (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
});

const multipart = (projectId: number, contentType: string, payload: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers: { ...staff, 'content-type': contentType }, payload });

describe('an upload whose answer fails after its files were listed', () => {
  afterEach(async () => {
    await ctx.database.db.execute(sql.raw('drop trigger if exists complete_on_upload on files'));
    await ctx.database.db.execute(sql.raw('drop function if exists complete_on_upload()'));
  });

  it('keeps the files and their bytes when the project is completed between the commit and the answer', async () => {
    const signedIn = await signInAs(ctx.app, ctx.database.db, 'editor');
    const project = await createFilesProject(ctx.database.db, { assignedToId: signedIn.account.id });
    // Staff complete the shoot the moment the upload commits: the editor's answer is then refused.
    await ctx.database.db.execute(
      sql.raw(`create function complete_on_upload() returns trigger language plpgsql as $$ begin update projects set status = 'completed' where id = new.project_id; return new; end $$`),
    );
    await ctx.database.db.execute(sql.raw('create trigger complete_on_upload after insert on files for each row execute function complete_on_upload()'));
    const res = await upload(ctx.app, signedIn.headers, project.id, [{ name: 'final-edit.jpg', bytes: 'the edited photo' }], { folder_path: 'Edited' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);

    const listed = (await listFiles(ctx.app, staff, project.id, 'Edited')).json().data.files;
    expect(listed.map((file: { name: string }) => file.name)).toEqual(['final-edit.jpg']);
    expect(await storedObjects(ctx.dataDir)).toHaveLength(1);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}/serve/final-edit.jpg/?folder_path=Edited`, headers: staff });
    expect(served.statusCode).toBe(200);
    expect((await fetchLink(ctx.app, served.json().data.download_url)).body).toBe('the edited photo');
  });
});

describe('a multipart body that cannot be read', () => {
  it('answers 400 in the envelope when there is no boundary', async () => {
    const project = await createFilesProject(ctx.database.db);
    const res = await multipart(project.id, 'multipart/form-data', 'projectFiles=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^body: .*boundary/) });
  });

  it('answers 400 when the body ends inside a file or a field, and keeps nothing', async () => {
    const project = await createFilesProject(ctx.database.db);
    const boundary = 'cut-short-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="folder_path"\r\n\r\nExterior\r\n`;
    const insideFile = `${head}--${boundary}\r\nContent-Disposition: form-data; name="projectFiles"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\nonly the first half`;
    const insideField = `--${boundary}\r\nContent-Disposition: form-data; name="folder_path"\r\n\r\nExte`;
    for (const payload of [insideFile, insideField]) {
      const res = await multipart(project.id, `multipart/form-data; boundary=${boundary}`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^body: /) });
    }
    expect((await listFiles(ctx.app, staff, project.id)).json().data.files).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });
});

describe('names with control or direction-override characters', () => {
  const overrides = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('removes them from file names, in multipart and direct uploads', async () => {
    const project = await createFilesProject(ctx.database.db);
    const res = await upload(ctx.app, staff, project.id, [{ name: 'invoice\u202egpj.exe', bytes: 'a' }, { name: `${overrides.join('')}plan\u0007.pdf`, bytes: 'b' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_paths).toEqual(['invoicegpj.exe', 'plan.pdf']);

    const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/upload-url/`, headers: staff, payload: { file_name: 'tour\u2067.mp4', file_size: 3 } });
    await ctx.app.inject({ method: 'PUT', url: started.json().data.upload_url, headers: { 'content-type': 'video/mp4' }, payload: Buffer.from('abc') });
    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/files/confirm/`, headers: staff, payload: { upload_id: started.json().data.upload_id } });
    expect(confirmed.json().data.file_paths).toEqual(['tour.mp4']);
  });

  it('refuses them in folder names with a 400 naming the field, wherever a folder is named', async () => {
    const project = await createFilesProject(ctx.database.db);
    for (const character of [...overrides, '\u0007']) {
      const folder = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/folders/`, headers: staff, payload: { folder_name: `Exterior${character}` } });
      expect(folder.statusCode).toBe(400);
      expect(folder.json().message).toMatch(/^folder_name /);
      const uploaded = await upload(ctx.app, staff, project.id, [{ name: 'a.jpg', bytes: 'a' }], { folder_path: `Exterior/Dr${character}one` });
      expect(uploaded.statusCode).toBe(400);
      expect(uploaded.json().message).toMatch(/^folder_path /);
      const direct = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/upload-url/`, headers: staff, payload: { file_name: 'a.mp4', file_size: 3, folder_path: `${character}Exterior` } });
      expect(direct.statusCode).toBe(400);
      expect(direct.json().message).toMatch(/^folder_path /);
    }
    expect((await listFiles(ctx.app, staff, project.id)).json().data.files).toEqual([]);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });
});

describe('error messages', () => {
  it('name the field once, never "field: field …"', async () => {
    const project = await createFilesProject(ctx.database.db);
    const answers = [
      await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/`, headers: staff, payload: { unknown: 1 } }),
      await ctx.app.inject({ method: 'POST', url: '/api/v1/services/', headers: staff, payload: { price: '1', gstRate: 'no-gst', description: 'x' } }),
      await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/folders/`, headers: staff, payload: { folder_name: 'x', parent_folder: 'a'.repeat(2000) } }),
      await upload(ctx.app, staff, project.id, [{ name: 'a.jpg', bytes: 'a' }], { folder_path: '../up' }),
    ];
    const messages = answers.map((res) => res.json().message as string);
    expect(messages).toEqual([
      'body: no known field to update',
      'serviceName is required',
      'parent_folder must be at most 1024 characters',
      expect.stringMatching(/^folder_path must not contain/),
    ]);
    for (const message of messages) expect(message).not.toMatch(/^(\w+)[: ]+\1\b/);
  });
});
