import { expect, it } from 'vitest';
import { useOldDatabases } from '../migrations-before.ts';
import { describeEmbeddedOnly } from '../test-database.ts';

const old = useOldDatabases();

describeEmbeddedOnly('migrating to several services per shoot (0017)', () => {
  it('gives every existing invoice one line with its own amounts, and every shoot its one service', async () => {
    const { client, migrateToLatest } = await old.at('0017_orders_calendar');
    await client.exec(`
      insert into companies (company_name, email) values ('Harbour Realty', 'harbour@example.test');
      insert into services (service_name, price, gst_rate) values ('Standard photos', 400.00, '10-percent');
      insert into projects (project_name, company_id, service_id) values ('With service', 1, 1), ('Service deleted', 1, null);
      insert into invoices (project_id, invoice_number, base_amount, gst_rate, gst_amount, total)
        values (1, 'INV-2026-001', 350.00, '10-percent', 35.00, 385.00), (2, 'INV-2026-002', 99.99, 'no-gst', 0, 99.99);
    `);

    await migrateToLatest();

    const lines = await client.query('select invoice_id, position, service_id, description, quantity, unit_price::text, amount::text, gst_rate, gst_amount::text, total::text from invoice_lines order by invoice_id');
    // The invoice's own amounts, not the service's current price: every sum stays as billed.
    expect(lines.rows).toEqual([
      { invoice_id: 1, position: 0, service_id: 1, description: 'Standard photos', quantity: 1, unit_price: '350.00', amount: '350.00', gst_rate: '10-percent', gst_amount: '35.00', total: '385.00' },
      { invoice_id: 2, position: 0, service_id: null, description: 'Service deleted', quantity: 1, unit_price: '99.99', amount: '99.99', gst_rate: 'no-gst', gst_amount: '0.00', total: '99.99' },
    ]);
    const sums = await client.query('select i.id, i.total::text = sum(l.total)::text as same from invoices i join invoice_lines l on l.invoice_id = i.id group by i.id order by i.id');
    expect(sums.rows).toEqual([{ id: 1, same: true }, { id: 2, same: true }]);
    expect((await client.query('select project_id, service_id, position from project_services')).rows).toEqual([{ project_id: 1, service_id: 1, position: 0 }]);
    const shoot = await client.query("select scheduled_start, photographer_id, schedule_sequence from projects where project_name = 'With service'");
    expect(shoot.rows).toEqual([{ scheduled_start: null, photographer_id: null, schedule_sequence: 0 }]);
    const service = await client.query('select duration_minutes, is_addon, is_active from services');
    expect(service.rows).toEqual([{ duration_minutes: 60, is_addon: false, is_active: true }]);
    await client.close();
  });
});
