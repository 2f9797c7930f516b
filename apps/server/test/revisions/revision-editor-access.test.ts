import { describe, expect, it } from 'vitest';
import { fetchLink, upload } from '../files/files-helpers.ts';
import { useTestApp } from '../test-app.ts';
import { get, post, requestRevisions, revisionStudio, uploadVersion } from './revision-fixtures.ts';

const ctx = useTestApp();

type Headers = Record<string, string>;

/** Every files call of the project, named, for an editor's headers. */
function filesCalls(headers: Headers, projectId: number, ids: { a: number; b: number; c: number }) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const base = `/api/v1/projects/${projectId}`;
  return {
    named: {
      'serve a.jpg': () => inject('GET', `${base}/serve/${ids.a}/`),
      'serve c.jpg by name': () => inject('GET', `${base}/serve/c.jpg/?folder_path=Exterior`),
      'list a.jpg versions': () => inject('GET', `${base}/files/${ids.a}/versions/`),
    },
    other: {
      'serve b.jpg': () => inject('GET', `${base}/serve/${ids.b}/`),
      'serve b.jpg by name': () => inject('GET', `${base}/serve/b.jpg/`),
      'list b.jpg versions': () => inject('GET', `${base}/files/${ids.b}/versions/`),
      'a new version of b.jpg': () => uploadVersion(ctx.app, headers, projectId, ids.b, 'x'),
    },
    project: {
      'read the project': () => inject('GET', `${base}/`),
      'read its timeline': () => inject('GET', `${base}/activity/`),
      'upload a file': () => upload(ctx.app, headers, projectId, [{ name: 'new.jpg', bytes: 'x' }]),
      'create a folder': () => inject('POST', `${base}/folders/`, { folder_name: 'Edits' }),
      'delete a.jpg': () => inject('DELETE', `${base}/files/${ids.a}/`),
      'start a direct upload': () => inject('POST', `${base}/upload-url/`, { file_name: 'big.mov', file_size: 10 }),
      'ZIP the project': () => inject('POST', `${base}/download_folder_zip/`, {}),
      'a ZIP link': () => inject('POST', `${base}/zip-url/`, {}),
      'restore a version of a.jpg': () => inject('POST', `${base}/files/${ids.a}/versions/1/restore/`),
      'change the project': () => inject('POST', `${base}/`, { projectStatus: 'review' }),
    },
    list: () => inject('GET', `${base}/files/`),
  };
}

const statuses = async (calls: Record<string, () => Promise<{ statusCode: number }>>) => Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, (await call()).statusCode])));
const all = (calls: Record<string, unknown>, status: number) => Object.fromEntries(Object.keys(calls).map((name) => [name, status]));

describe("an editor's access through a revision request", () => {
  it('reaches exactly the files of their open request on the completed project, nothing else of it, until it is done', async () => {
    const s = await revisionStudio(ctx.app, ctx.database.db);
    const editor = filesCalls(s.editor.headers, s.project.id, s.ids);
    // Before any request: the completed project is closed to its editor (403), as ever.
    expect((await editor.list()).statusCode).toBe(403);
    expect(await statuses(editor.named)).toEqual(all(editor.named, 403));

    const request = (await requestRevisions(ctx.app, s.company.headers, s.project.id, [
      { file_id: s.ids.a, x: 0.1, y: 0.1, note: 'Remove the bin' },
      { file_id: s.ids.c, x: 0.2, y: 0.2, note: 'Straighten the fence' },
    ])).json().data;
    const listed = (await editor.list()).json().data;
    expect(listed).toMatchObject({ folder_path: '', can_edit: false, can_download: true });
    expect(listed.files.map((f: { id: number; name: string }) => f.name).sort()).toEqual(['a.jpg', 'c.jpg']);
    expect(await statuses(editor.named)).toEqual(all(editor.named, 200));
    expect(await statuses(editor.other)).toEqual(all(editor.other, 404));
    const project = await statuses(editor.project);
    // The project, its timeline and its edit answer as before (403 on their completed project); file writes and ZIPs 403.
    expect(project).toEqual(all(editor.project, 403));
    // The original's link works while the request is open.
    const link = (await editor.named['serve a.jpg']()).json().data.download_url;
    expect((await fetchLink(ctx.app, link)).statusCode).toBe(200);
    expect((await uploadVersion(ctx.app, s.editor.headers, s.project.id, s.ids.a, 'edited')).statusCode).toBe(201);

    // Another editor, with no request, reaches nothing of it (404), until staff hand them the request.
    const other = filesCalls(s.otherEditor.headers, s.project.id, s.ids);
    expect((await other.list()).statusCode).toBe(404);
    expect(await statuses(other.named)).toEqual(all(other.named, 404));
    await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.staff, { editor_id: s.otherEditor.account.id });
    expect((await other.list()).json().data.files.map((f: { name: string }) => f.name).sort()).toEqual(['a.jpg', 'c.jpg']);
    expect(await statuses(other.named)).toEqual(all(other.named, 200));
    expect(await statuses(other.other)).toEqual(all(other.other, 404));
    // Not their project at all: its own calls answer 404, file writes too.
    expect(Object.values(await statuses(other.project)).every((status) => status === 403 || status === 404)).toBe(true);
    expect((await other.project['read the project']()).statusCode).toBe(404);
    // The project's editor lost the request: back to 403.
    expect((await editor.list()).statusCode).toBe(403);
    const otherLink = (await other.named['serve a.jpg']()).json().data.download_url;
    expect((await fetchLink(ctx.app, otherLink)).statusCode).toBe(200);

    // Done: the access ends, and the links handed out die with it.
    for (const item of request.items) await post(ctx.app, `/api/v1/revisions/${request.id}/items/${item.id}/`, s.otherEditor.headers, { status: 'fixed' });
    expect((await post(ctx.app, `/api/v1/revisions/${request.id}/`, s.otherEditor.headers, { status: 'done' })).statusCode).toBe(200);
    expect((await other.list()).statusCode).toBe(404);
    expect(await statuses(other.named)).toEqual(all(other.named, 404));
    expect((await fetchLink(ctx.app, otherLink)).statusCode).toBe(404);
    // The request itself stays in their task list, done.
    expect((await get(ctx.app, '/api/v1/revisions/?status=done', s.otherEditor.headers)).json().data.map((r: { id: number }) => r.id)).toEqual([request.id]);
  });

  it("another company's client and an editor without the request see none of it", async () => {
    const s = await revisionStudio(ctx.app, ctx.database.db);
    const request = (await requestRevisions(ctx.app, s.company.headers, s.project.id, [{ file_id: s.ids.a, x: 0.1, y: 0.1, note: 'Remove the bin' }])).json().data;
    const item = request.items[0].id;
    for (const headers of [s.outsider.headers, s.otherEditor.headers]) {
      expect((await get(ctx.app, `/api/v1/revisions/${request.id}/`, headers)).statusCode).toBe(404);
      expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${item}/replies/`, headers, { text: 'hi' })).statusCode).toBe(404);
      expect((await post(ctx.app, `/api/v1/revisions/${request.id}/items/${item}/`, headers, { status: headers === s.outsider.headers ? 'reopened' : 'fixed' })).statusCode).toBe(404);
    }
    expect((await get(ctx.app, `/api/v1/projects/${s.project.id}/revisions/`, s.outsider.headers)).statusCode).toBe(404);
    expect((await requestRevisions(ctx.app, s.outsider.headers, s.project.id, [{ file_id: s.ids.a, x: 0.1, y: 0.1, note: 'Mine?' }])).statusCode).toBe(404);
    expect((await get(ctx.app, '/api/v1/revisions/', s.company.headers)).statusCode).toBe(403);
    // A client may not pin another project's photo on its own project.
    const crossed = await requestRevisions(ctx.app, s.company.headers, s.project.id, [{ file_id: s.ids.foreign, x: 0.1, y: 0.1, note: 'Not mine' }]);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toContain('items.0.file_id');
  });
});
