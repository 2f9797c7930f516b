import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/client.ts';
import { createCompany } from './factories.ts';
import { insertOldProject, useOldDatabases } from './migrations-before.ts';
import { describeEmbeddedOnly } from './test-database.ts';

const old = useOldDatabases();

/** A database at the migrations before `0013_business_currency`, holding one invoice and a business profile in `currency` (when given). */
async function oldDatabase(currency: string | undefined) {
  const { client, db } = await old.at('0013_business_currency');
  if (currency) await db.execute(sql`insert into business_settings (key, value) values ('business_profile', ${JSON.stringify({ name: 'Studio', currency })}::jsonb)`);
  const company = await createCompany(db as unknown as Db);
  const project = await insertOldProject(client, company.id);
  await db.execute(sql`insert into invoices (project_id, invoice_number, base_amount, gst_rate, gst_amount, total) values (${project.id}, 'INV-2025-001', 350, 'no-gst', 0, 350)`);
  await db.execute(sql`insert into services (service_name, price) values ('Twilight', 250)`);
  return { client, db };
}

const currencyOfInvoice = async (client: PGlite) => (await client.query<{ currency: string }>('select currency from invoices')).rows[0]!.currency;
const currencyColumns = async (client: PGlite) =>
  (await client.query<{ table_name: string }>("select table_name from information_schema.columns where column_name = 'currency' order by table_name")).rows.map((row) => row.table_name);

describeEmbeddedOnly('the business currency migration', () => {
  it('gives issued invoices the business currency set at the time, and drops the currency copies of services, plans and the ledger', async () => {
    const { client, db } = await oldDatabase('AUD');
    expect(await currencyOfInvoice(client)).toBe('INR');
    await migrate(db, { migrationsFolder });
    expect(await currencyOfInvoice(client)).toBe('AUD');
    // Later tables carry their own currency (payments); the copies this migration dropped stay gone.
    const withCurrency = await currencyColumns(client);
    expect(withCurrency).toContain('invoices');
    for (const dropped of ['services', 'plans', 'transactions']) expect(withCurrency).not.toContain(dropped);
    await client.close();
  });

  it('gives them INR when no currency was ever set', async () => {
    const { client, db } = await oldDatabase(undefined);
    await migrate(db, { migrationsFolder });
    expect(await currencyOfInvoice(client)).toBe('INR');
    await client.close();
  });
});
