// The baseline of a project creation: the rows the API writes for one (the project, its service line,
// its invoice with its number and line, two timeline entries), as plain SQL in one transaction,
// with nothing else: no token lookup, no reference checks, no reads back, no HTTP.

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** The same inserts as one API creation, run on a connection already inside a transaction. */
export async function insertOneProject(query: Query, i: number, refs: { companies: number; actorId: number }) {
  const serviceId = 1 + (i % 6);
  const [project] = (
    await query(
      `insert into projects (project_name, description, company_id, category_id, service_id, site_address) values ($1, '', $2, $3, $4, $5) returning id`,
      [`Baseline ${i}`, 1 + (i % refs.companies), 1 + (i % 5), serviceId, `https://maps.example/baseline/${i}`],
    )
  ).rows;
  const projectId = project!.id as number;
  await query('insert into project_services (project_id, service_id, position) values ($1, $2, 0)', [projectId, serviceId]);
  await query(`insert into activity_log (actor_kind, actor_id, action, entity_type, entity_id, detail) values ('user', $1, 'project.created', 'project', $2, $3)`, [
    refs.actorId,
    projectId,
    JSON.stringify({ projectName: `Baseline ${i}`, actor_name: 'Bench Staff' }),
  ]);
  const year = new Date().getUTCFullYear();
  const [counter] = (
    await query('insert into invoice_counters (year, last_number) values ($1, 1) on conflict (year) do update set last_number = invoice_counters.last_number + 1 returning last_number', [year])
  ).rows;
  const number = `INV-${year}-${String(counter!.last_number).padStart(3, '0')}`;
  const [invoice] = (
    await query(
      `insert into invoices (project_id, invoice_number, base_amount, gst_rate, gst_amount, total, due_date) values ($1, $2, 350, '10-percent', 35, 385, current_date + 14) returning id`,
      [projectId, number],
    )
  ).rows;
  await query(
    `insert into invoice_lines (invoice_id, position, service_id, description, quantity, unit_price, amount, gst_rate, gst_amount, total) values ($1, 0, $2, 'Standard Photography', 1, 350, 350, '10-percent', 35, 385)`,
    [invoice!.id, serviceId],
  );
  await query(`insert into activity_log (actor_kind, actor_id, action, entity_type, entity_id, detail) values ('user', $1, 'invoice.generated', 'project', $2, $3)`, [
    refs.actorId,
    projectId,
    JSON.stringify({ invoice_id: invoice!.id, invoice_number: number, total: '385.00', actor_name: 'Bench Staff' }),
  ]);
}
