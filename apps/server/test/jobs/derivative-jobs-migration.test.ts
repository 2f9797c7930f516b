import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createCompany } from '../factories.ts';
import { insertOldProject, useOldDatabases } from '../migrations-before.ts';
import { describeEmbeddedOnly } from '../test-database.ts';

const old = useOldDatabases();

describeEmbeddedOnly('moving the derivative queue to the job engine', () => {
  it('keeps the derivative work still to do as jobs, drops what was done, and the old table', async () => {
    const { client, db, migrateToLatest } = await old.at('0015_move_derivative_jobs');
    const project = await insertOldProject(client, (await createCompany(db as unknown as Db)).id);
    const fileIds: number[] = [];
    for (const name of ['queued.jpg', 'running.jpg', 'done.jpg', 'failed.jpg']) {
      const inserted = await client.query<{ id: number }>(
        `insert into files (project_id, file_name, storage_key, size, content_type, file_type) values ($1, $2, $3, 10, 'image/jpeg', 'image') returning id`,
        [project.id, name, `projects/${project.id}/${name}`],
      );
      fileIds.push(inserted.rows[0]!.id);
    }
    const [queued, running, done, failed] = fileIds;
    await db.execute(sql`insert into derivative_jobs (file_id, kind, status, attempts) values
      (${queued}, 'image', 'queued', 1), (${running}, 'image', 'running', 2), (${done}, 'image', 'done', 1), (${failed}, 'image', 'failed', 3)`);

    await migrateToLatest();

    const moved = await client.query<{ kind: string; payload: { fileId: number }; status: string; attempts: number; max_attempts: number }>(
      'select kind, payload, status, attempts, max_attempts from jobs order by id',
    );
    expect(moved.rows).toEqual([
      { kind: 'derivatives.make', payload: { fileId: queued }, status: 'queued', attempts: 1, max_attempts: 3 },
      { kind: 'derivatives.make', payload: { fileId: running }, status: 'queued', attempts: 2, max_attempts: 3 },
    ]);
    expect((await client.query("select to_regclass('derivative_jobs') as old")).rows).toEqual([{ old: null }]);
    await client.close();
  });
});
