import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated empty PGlite database, dumped once per run: each test file starts from it instead of initdb and every migration. */
    pgliteStart: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteStart', undefined);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-start-'));
  const database = await openDatabase({});
  const file = path.join(dir, 'migrated.tar.gz');
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'gzip'): Promise<Blob> } }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  project.provide('pgliteStart', file);
  return async () => rm(dir, { recursive: true, force: true });
}
