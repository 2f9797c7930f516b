import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createFinanceRepository } from '../../src/modules/finance/finance.repository.ts';
import { createCompany } from '../factories.ts';
import { insertOldProject, useOldDatabases } from '../migrations-before.ts';
import { describeEmbeddedOnly } from '../test-database.ts';

const old = useOldDatabases();

describeEmbeddedOnly('the payments migration', () => {
  it('gives each invoice paid before it one manual payment on its payment day, and leaves every figure as it was', async () => {
    const { client, db, migrateToLatest } = await old.at('0016_payments');
    const company = await createCompany(db as unknown as Db);
    const invoice = async (n: number, status: string, paidAt: string | null) => {
      const project = await insertOldProject(client, company.id);
      await db.execute(sql`insert into invoices (project_id, invoice_number, status, base_amount, gst_rate, gst_amount, total, currency, sent_at, paid_at)
        values (${project.id}, ${`INV-2026-00${n}`}, ${status}, 350, '10-percent', 35, 385, 'AUD', '2026-10-01T09:00:00Z', ${paidAt})`);
    };
    await invoice(1, 'paid', '2026-10-05T09:00:00Z');
    await invoice(2, 'paid', '2026-11-02T15:30:00Z');
    await invoice(3, 'not_paid', null);
    const finance = createFinanceRepository(db as unknown as Db);
    const before = [await finance.figures(), await finance.figures({ from: '2026-10-01', to: '2026-10-31' })];

    await migrateToLatest();

    const rows = await client.query<{ number: string; provider: string; amount: string; currency: string; paid_at: Date; refunded_at: Date | null }>(
      'select i.invoice_number as number, p.provider, p.amount::text as amount, p.currency, p.paid_at, p.refunded_at from payments p join invoices i on i.id = p.invoice_id order by i.invoice_number',
    );
    expect(rows.rows).toEqual([
      { number: 'INV-2026-001', provider: 'manual', amount: '385.00', currency: 'AUD', paid_at: new Date('2026-10-05T09:00:00Z'), refunded_at: null },
      { number: 'INV-2026-002', provider: 'manual', amount: '385.00', currency: 'AUD', paid_at: new Date('2026-11-02T15:30:00Z'), refunded_at: null },
    ]);
    expect([await finance.figures(), await finance.figures({ from: '2026-10-01', to: '2026-10-31' })]).toEqual(before);
    expect(before[0]!.revenue).toBe('770.00');
    await client.close();
  });
});
