import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';
import { insertProject } from './project-fixtures.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The migrations as they stood before the business currency owned every amount. */
async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database at the migrations before `0013_business_currency`, holding one invoice and a business profile in `currency` (when given). */
async function oldDatabase(currency: string | undefined) {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: await migrationsBefore('0013_business_currency') });
  if (currency) await db.execute(sql`insert into business_settings (key, value) values ('business_profile', ${JSON.stringify({ name: 'Studio', currency })}::jsonb)`);
  const company = await createCompany(db as unknown as Db);
  const project = await insertProject(db as unknown as Db, { companyId: company.id });
  await db.execute(sql`insert into invoices (project_id, invoice_number, base_amount, gst_rate, gst_amount, total) values (${project.id}, 'INV-2025-001', 350, 'no-gst', 0, 350)`);
  await db.execute(sql`insert into services (service_name, price) values ('Twilight', 250)`);
  return { client, db };
}

const currencyOfInvoice = async (client: PGlite) => (await client.query<{ currency: string }>('select currency from invoices')).rows[0]!.currency;
const currencyColumns = async (client: PGlite) =>
  (await client.query<{ table_name: string }>("select table_name from information_schema.columns where column_name = 'currency' order by table_name")).rows.map((row) => row.table_name);

describe('the business currency migration', () => {
  it('gives issued invoices the business currency set at the time, and drops the currency copies of services, plans and the ledger', async () => {
    const { client, db } = await oldDatabase('AUD');
    expect(await currencyOfInvoice(client)).toBe('INR');
    await migrate(db, { migrationsFolder });
    expect(await currencyOfInvoice(client)).toBe('AUD');
    expect(await currencyColumns(client)).toEqual(['invoices']);
    await client.close();
  });

  it('gives them INR when no currency was ever set', async () => {
    const { client, db } = await oldDatabase(undefined);
    await migrate(db, { migrationsFolder });
    expect(await currencyOfInvoice(client)).toBe('INR');
    await client.close();
  });
});
