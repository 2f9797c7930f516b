import { describe, expect, it } from 'vitest';
import { activityLog } from '../src/db/schema/index.ts';
import { createFilesProject, upload } from './files/files-helpers.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

type Entry = { id: number; action: string; detail: Record<string, unknown>; actor: { name: string } };
const photos = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${i + 1}.txt`, bytes: `notes ${prefix} ${i}` }));

async function uploadsByEditorAndStaff() {
  const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
  const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
  const company = await signInAs(ctx.app, ctx.database.db, 'company');
  const project = await createFilesProject(ctx.database.db, { assignedToId: editor.account.id, companyId: company.companyId! });
  const send = async (headers: Record<string, string>, prefix: string, n: number, folder = 'Edited') =>
    expect((await upload(ctx.app, headers, project.id, photos(prefix, n), { folder_path: folder })).statusCode).toBe(200);
  const timeline = async (headers: Record<string, string>) =>
    ((await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}/activity/`, headers })).json().data as Entry[]).filter((entry) => entry.action === 'files.uploaded');
  const nameOf = (account: object) => ('username' in account ? account.username : undefined);
  return { editor, staff, company, project, send, timeline, editorName: nameOf(editor.account), staffName: nameOf(staff.account) };
}

describe('the timeline joins one person’s consecutive uploads', () => {
  it('into one line per run of uploads by the same person to the same folder, with the summed count', async () => {
    const shoot = await uploadsByEditorAndStaff();
    await shoot.send(shoot.editor.headers, 'a', 2);
    await shoot.send(shoot.editor.headers, 'b', 1);
    await shoot.send(shoot.editor.headers, 'c', 3);
    await shoot.send(shoot.staff.headers, 'd', 1);
    await shoot.send(shoot.editor.headers, 'e', 1);

    const lines = await shoot.timeline(shoot.staff.headers);
    expect(lines.map((line) => [line.actor.name, line.detail.count, line.detail.folder])).toEqual([
      [shoot.editorName, 6, 'Edited'],
      [shoot.staffName, 1, 'Edited'],
      [shoot.editorName, 1, 'Edited'],
    ]);
    // Read side only: the log keeps one row per upload.
    expect((await ctx.database.db.select().from(activityLog)).filter((row) => row.action === 'files.uploaded')).toHaveLength(5);
  });

  it('keeps uploads to another folder on their own line', async () => {
    const shoot = await uploadsByEditorAndStaff();
    await shoot.send(shoot.editor.headers, 'a', 2);
    await shoot.send(shoot.editor.headers, 'b', 1, 'RAW');
    await shoot.send(shoot.editor.headers, 'c', 3, 'RAW');
    expect((await shoot.timeline(shoot.editor.headers)).map((line) => [line.detail.count, line.detail.folder])).toEqual([
      [2, 'Edited'],
      [4, 'RAW'],
    ]);
  });

  it('shows a client before completion the joined counts only, no folder or file name', async () => {
    const shoot = await uploadsByEditorAndStaff();
    await shoot.send(shoot.editor.headers, 'a', 2);
    await shoot.send(shoot.editor.headers, 'b', 3);
    await shoot.send(shoot.staff.headers, 'c', 1);
    const lines = await shoot.timeline(shoot.company.headers);
    expect(lines.map((line) => line.detail)).toEqual([{ count: 5 }, { count: 1 }]);
  });
});
