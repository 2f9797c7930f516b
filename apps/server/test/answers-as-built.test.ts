import { operationSchemas } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index.ts';
import { jpeg, upload } from './files/files-helpers.ts';
import { book, get, orderStudio, post, schedule } from './orders/order-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

/*
 * The answers sent without the schema's check (sentAsBuilt in http/register-operations.ts) must be
 * what the check would have sent: no field the contract does not name (the check dropped those, so
 * a new column read into a row could otherwise reach a client), every field of the right type.
 */
const ctx = useTestApp();

/** What the contract's response schema of `operation` makes of an answer: the check the route skips. */
const checked = (operation: 'listProjects' | 'listFiles', body: unknown) => operationSchemas[operation].responses[200].parse(body);

/** A booked, scheduled, categorised and assigned shoot with add-ons, a photo and a client's favourite: every neighbour a project row reads. */
async function fullShoot() {
  const { app, database } = ctx;
  const studio = await orderStudio(app, database.db);
  const editor = await signInAs(app, database.db, 'editor');
  const [category] = await database.db.insert(categories).values({ name: 'Residential' }).returning();
  const { data } = await book(app, studio);
  expect((await schedule(app, studio, data.id, { start: '2026-12-01T10:00', photographer_id: studio.pia.id })).statusCode).toBe(200);
  expect((await post(app, `/api/v1/projects/${data.id}/`, studio.staff, { assignedTo_id: editor.account.id, category_id: category!.id, projectStatus: 'completed' })).statusCode).toBe(200);
  const uploaded = await upload(app, studio.staff, data.id, [{ name: 'front.jpg', bytes: await jpeg() }], { folder_path: 'Edited' });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [photo] = (await get(app, `/api/v1/projects/${data.id}/files/?folder_path=Edited`, studio.staff)).json().data.files;
  expect((await post(app, `/api/v1/projects/${data.id}/files/${photo.id}/favourite/`, studio.company.headers)).statusCode).toBe(200);
  return { studio, editor: editor.headers, projectId: data.id };
}

describe('answers sent as built', () => {
  it('the projects list is, for every kind of reader, exactly what its schema makes of it', async () => {
    const { studio, editor, projectId } = await fullShoot();
    const readsAsChecked = async (readers: Record<string, Parameters<typeof get>[2]>) => {
      for (const [reader, headers] of Object.entries(readers)) {
        for (const url of ['/api/v1/projects/', '/api/v1/projects/?page=1&page_size=10&search=ocean']) {
          const res = await get(ctx.app, url, headers);
          expect(res.statusCode, `${reader} ${url}: ${res.body}`).toBe(200);
          const body = res.json();
          expect(body.data.map((project: { id: number }) => project.id), `${reader} ${url}`).toContain(projectId);
          expect(body, `${reader} ${url}`).toEqual(checked('listProjects', body));
        }
      }
    };
    // Completed, the clients' lists hold its file paths; back in review, its editor's and photographer's lists hold it.
    await readsAsChecked({ staff: studio.staff, owner: studio.owner, company: studio.company.headers, person: studio.person.headers });
    expect((await post(ctx.app, `/api/v1/projects/${projectId}/`, studio.staff, { projectStatus: 'review' })).statusCode).toBe(200);
    await readsAsChecked({ editor, photographer: studio.pia.headers });
  });

  it('a folder of files is exactly what its schema makes of it, for staff and the client', async () => {
    const { studio, projectId } = await fullShoot();
    for (const [reader, headers] of Object.entries({ staff: studio.staff, company: studio.company.headers })) {
      for (const folder of ['', '?folder_path=Edited', '?folder_path=Edited&favourites=true']) {
        const res = await get(ctx.app, `/api/v1/projects/${projectId}/files/${folder}`, headers);
        expect(res.statusCode, `${reader} ${folder}: ${res.body}`).toBe(200);
        const body = res.json();
        expect(body, `${reader} ${folder}`).toEqual(checked('listFiles', body));
      }
    }
  });
});
