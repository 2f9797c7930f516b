import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { seedRoles } from '../../apps/server/src/db/seed-roles.ts';

export const sizes = { companies: 2_000, projects: 10_000, editors: 20 } as const;
export const tokens = { staff: 'bench-staff-token', client: 'bench-client-token' } as const;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 10,000 projects across 2,000 companies (or `counts`), each with its service line and its invoice with its line, made in SQL (generate_series). */
export async function seedProjects(db: Db, counts: { companies: number; projects: number } = sizes) {
  await seedRoles(db);
  const run = (query: string) => db.execute(sql.raw(query));
  await run(`insert into companies (company_name, email, phone, address, website)
    select (array['Harbour','Bayside','Summit','Parkview','Lakeside','Riverstone','Coastal','Metro'])[1 + g % 8] || ' Realty ' || g,
           'agency' || g || '@bench.test', '+61 400 ' || lpad(g::text, 6, '0'), g || ' Main St', 'https://agency' || g || '.example'
    from generate_series(1, ${counts.companies}) g`);
  await run(`insert into categories (name, description) values ('Residential','Homes'),('Commercial','Offices'),('Luxury','Estates'),('Rental','Leases'),('Land','Acreage')`);
  await run(`insert into services (service_name, price, gst_rate, description) values
    ('Standard Photography', 350, '10-percent', '25 photos'), ('Twilight', 250, '10-percent', 'Dusk'), ('Drone Aerial', 300, '10-percent', 'Aerial'),
    ('Floor Plan', 150, 'no-gst', '2D plan'), ('Video Walkthrough', 600, '10-percent', 'Video'), ('Virtual Staging', 120, 'not-capable', 'Staging')`);
  await run(`insert into users (username, email, password_hash, type, role_id)
    select 'Editor ' || g, 'editor' || g || '@bench.test', 'x', 'user', (select id from roles where name = 'editor')
    from generate_series(1, ${sizes.editors}) g`);
  await run(`insert into users (username, email, password_hash, type, role_id) values ('Bench Staff', 'staff@bench.test', 'x', 'user', (select id from roles where name = 'user'))`);
  await run(`insert into projects (project_name, description, status, site_address, company_id, category_id, service_id, assigned_to_id, budget, created_at)
    select (array['Harbour View','Ocean Drive','Hilltop','Maple Court','Cedar Lane','Sunset Blvd','Willow Way','Bay Street'])[1 + g % 8] || ' ' || g,
           'Listing shoot ' || g,
           (array['pending','in progress','review','completed','on hold','cancelled'])[1 + g % 6],
           'https://maps.example/' || g,
           1 + g % ${counts.companies}, 1 + g % 5, 1 + g % 6,
           case when g % 3 = 0 then 1 + g % ${sizes.editors} else null end,
           (200 + g % 800), now() - (g || ' minutes')::interval
    from generate_series(1, ${counts.projects}) g`);
  await run(`insert into invoices (project_id, invoice_number, status, base_amount, gst_rate, gst_amount, total)
    select p.id, 'INV-' || extract(year from now())::int || '-' || lpad(p.id::text, greatest(3, length(p.id::text)), '0'), case when p.id % 2 = 0 then 'paid' else 'not_paid' end, s.price, s.gst_rate,
           case when s.gst_rate = '10-percent' then round(s.price * 0.1, 2) else 0 end,
           s.price + case when s.gst_rate = '10-percent' then round(s.price * 0.1, 2) else 0 end
    from projects p join services s on s.id = p.service_id`);
  // Each shoot's service list and each invoice's line, as the API writes them with every creation
  // (without them these tables start empty and every plan made at the start scans them whole).
  await run(`insert into project_services (project_id, service_id, position) select id, service_id, 0 from projects`);
  await run(`insert into invoice_lines (invoice_id, position, service_id, description, quantity, unit_price, amount, gst_rate, gst_amount, total)
    select i.id, 0, s.id, s.service_name, 1, i.base_amount, i.base_amount, i.gst_rate, i.gst_amount, i.total
    from invoices i join projects p on p.id = i.project_id join services s on s.id = p.service_id`);
  // The year's counter where the seeded numbers end, as if the API had issued them: the next invoice takes the next number.
  await run(`insert into invoice_counters (year, last_number) select extract(year from now())::int, max(id) from projects`);
  // The steady state autovacuum reaches after a bulk load: planner statistics, the visibility map
  // and GIN (trigram) index statistics, which only VACUUM updates; without them the planner guesses.
  await run('vacuum analyze');
  const staffId = `(select id from users where email = 'staff@bench.test')`;
  await run(`insert into login_tokens (token_hash, account_kind, user_id, expires_at) values ('${sha256(tokens.staff)}', 'user', ${staffId}, now() + interval '1 day')`);
  // The client is agency 1: 5 of the 10,000 projects are its own (10 with 1,000 companies).
  await run(`insert into login_tokens (token_hash, account_kind, company_id, expires_at) values ('${sha256(tokens.client)}', 'company', 1, now() + interval '1 day')`);
}
