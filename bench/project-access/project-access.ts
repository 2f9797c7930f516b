// Deciding who may reach a project with 5,000 files: the narrow scoped read the access checks and
// the files gate now use, against the old path, the full project response (every file path
// aggregated), both measured here on the same data, in process, one call at a time.
// Run with: npx tsx bench/project-access/project-access.ts
//   (BENCH_CALLS, default 300; BENCH_FILES, default 5000; BENCH_DB=postgres for a throwaway cluster instead of PGlite)
import { sql } from 'drizzle-orm';
import type { Actor } from '../../apps/server/src/access/actor.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedRoles } from '../../apps/server/src/db/seed-roles.ts';
import { createProjectFilesGate } from '../../apps/server/src/modules/files/project-files.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { startThrowawayPostgres } from '../../scripts/pg-throwaway.mjs';
import { medianOfCalls, saveResult } from '../lib.mjs';

const calls = Number(process.env.BENCH_CALLS ?? 300);
const fileCount = Number(process.env.BENCH_FILES ?? 5000);

const owner: Actor = { kind: 'user', id: 1, type: 'admin', username: 'Owner', email: 'owner@bench.test', roleId: 1, roleName: 'admin', companyId: null, tokenId: 1 };
const client = (companyId: number): Actor => ({ kind: 'company', id: companyId, type: 'company', username: 'Agency', email: 'agency@bench.test', roleId: 0, roleName: 'company', companyId, tokenId: 2 });

/** One company, one completed and paid project, its files spread over 50 folders. */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await seedRoles(db);
  const run = (query: string) => db.execute(sql.raw(query));
  await run(`insert into companies (company_name, email) values ('Harbour Realty', 'agency@bench.test')`);
  await run(`insert into categories (name, description) values ('Residential', 'Homes')`);
  await run(`insert into services (service_name, price, gst_rate, description) values ('Standard Photography', 350, '10-percent', '25 photos')`);
  await run(`insert into projects (project_name, status, company_id, category_id, service_id) values ('Harbour View 12', 'completed', 1, 1, 1)`);
  await run(`insert into invoices (project_id, invoice_number, status, base_amount, gst_rate, gst_amount, total, sent_at) values (1, 'INV-2026-00001', 'paid', 350, '10-percent', 35, 385, now())`);
  await run(`insert into folders (project_id, path, name) select 1, 'Folder ' || g, 'Folder ' || g from generate_series(1, 50) g`);
  await run(`insert into files (project_id, folder_path, file_name, storage_key, size, content_type, file_type)
    select 1, 'Folder ' || (1 + g % 50), 'IMG_' || lpad(g::text, 5, '0') || '.jpg', 'bench/' || g, 300000, 'image/jpeg', 'image'
    from generate_series(1, ${fileCount}) g`);
  await run('analyze');
}

const time = (read: () => Promise<unknown>) => medianOfCalls(read, calls) as Promise<number>;

export async function projectAccess() {
  const postgres = process.env.BENCH_DB === 'postgres' ? await startThrowawayPostgres({ database: 'portal_bench_access', quiet: true }) : undefined;
  const database = await openDatabase({ url: postgres?.url });
  try {
    await seed(database.db);
    const services = createServices(database.db, { tokenTtlHours: 12 });
    const gate = createProjectFilesGate(services.projects);
    const kind = postgres ? 'PostgreSQL' : 'PGlite';
    console.log(`project access check: one project with ${fileCount.toLocaleString('en')} files, ${kind}, median of ${calls} calls`);
    const results: Record<string, unknown> = { files: fileCount, database: kind, calls };
    for (const [label, actor] of [['owner', owner], ['client', client(1)]] as const) {
      const full = await time(() => services.projects.get(actor, 1));
      const narrow = await time(() => gate.open(actor, 1));
      results[label] = { fullResponseMs: Number(full.toFixed(3)), narrowReadMs: Number(narrow.toFixed(3)), ratio: Number((full / narrow).toFixed(1)) };
      console.log(`  ${label.padEnd(6)}: old path (full project response) ${full.toFixed(2)} ms | files gate on the narrow read ${narrow.toFixed(2)} ms | ${(full / narrow).toFixed(1)}x faster`);
    }
    saveResult('project-access', results);
  } finally {
    await database.close();
    await postgres?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  projectAccess().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
