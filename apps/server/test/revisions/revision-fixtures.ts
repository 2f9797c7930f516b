import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import type { users } from '../../src/db/schema/index.ts';
import { createFilesProject, jpeg, multipartBody, upload } from '../files/files-helpers.ts';
import { signInAs } from '../sign-in.ts';

type Headers = Record<string, string>;

/**
 * A studio with a completed shoot of a client company: three photos (a.jpg and b.jpg at the root,
 * c.jpg in Exterior) uploaded by staff, the shoot's editor and a second editor, the company login and
 * a client person of it; and another company's completed shoot with a photo of its own.
 */
export async function revisionStudio(app: App, db: Db, { paid = false }: { paid?: boolean } = {}) {
  const owner = await signInAs(app, db, 'admin');
  const staff = await signInAs(app, db, 'staff');
  const asUser = (signedIn: Awaited<ReturnType<typeof signInAs>>) => ({ ...signedIn, account: signedIn.account as typeof users.$inferSelect });
  const editor = asUser(await signInAs(app, db, 'editor'));
  const otherEditor = asUser(await signInAs(app, db, 'editor'));
  const company = await signInAs(app, db, 'company');
  const person = asUser(await signInAs(app, db, 'client', { companyId: company.account.id }));
  const outsider = await signInAs(app, db, 'company');
  const project = await createFilesProject(db, { companyId: company.account.id, assignedToId: editor.account.id, status: 'completed', paid });
  const uploaded = (await upload(app, staff.headers, project.id, [{ name: 'a.jpg', bytes: await jpeg(64, 48) }, { name: 'b.jpg', bytes: await jpeg(32, 24) }])).json().data.files;
  const exterior = (await upload(app, staff.headers, project.id, [{ name: 'c.jpg', bytes: await jpeg(40, 30) }], { folder_path: 'Exterior' })).json().data.files;
  const foreignProject = await createFilesProject(db, { companyId: outsider.account.id, status: 'completed' });
  const foreignFile = (await upload(app, staff.headers, foreignProject.id, [{ name: 'z.jpg', bytes: await jpeg(20, 20) }])).json().data.files[0];
  const ids = { a: uploaded[0].id as number, b: uploaded[1].id as number, c: exterior[0].id as number, foreign: foreignFile.id as number };
  return { owner: owner.headers, staff: staff.headers, editor, otherEditor, company, person, outsider, project, foreignProject, ids };
}

export type RevisionStudio = Awaited<ReturnType<typeof revisionStudio>>;

export const requestRevisions = (app: App, headers: Headers, projectId: number, items: unknown[]) =>
  app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/revisions/`, headers, payload: { items } });

export const post = (app: App, url: string, headers: Headers, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
export const get = (app: App, url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

/** POST .../files/{fileId}/versions/ with one file in the `file` field. */
export async function uploadVersion(app: App, headers: Headers, projectId: number, fileId: number, bytes: Buffer | string, name = 'edited.jpg') {
  const body = await multipartBody([{ name, bytes, field: 'file' }]);
  return app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/files/${fileId}/versions/`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}
