import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';

/**
 * Databases as they stood before a migration, to fill with old rows and then migrate: `at(tag)`
 * opens an in-memory PGlite migrated up to, not including, `tag`.
 */
export function useOldDatabases() {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function migrationsBefore(tag: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    dirs.push(dir);
    await cp(migrationsFolder, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const index = journal.entries.findIndex((entry) => entry.tag === tag);
    if (index < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, index);
    await writeFile(journalPath, JSON.stringify(journal));
    return dir;
  }

  return {
    async at(tag: string) {
      const client = new PGlite({ extensions: { pg_trgm } });
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: await migrationsBefore(tag) });
      return { client, db, migrateToLatest: () => migrate(db, { migrationsFolder }) };
    },
  };
}

/** A project row in a database of an older schema: raw SQL, since today's schema has columns later migrations add. */
export async function insertOldProject(client: PGlite, companyId: number) {
  const result = await client.query<{ id: number }>("insert into projects (project_name, company_id, site_address) values ('Project', $1, 'https://maps.example.test') returning id", [companyId]);
  return result.rows[0]!;
}
