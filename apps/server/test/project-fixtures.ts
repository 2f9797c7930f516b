import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { categories, projects, services } from '../src/db/schema/index.ts';
import { createCompany } from './factories.ts';

/** A category, a 10%-GST service at 350.00, a no-GST service and a company: what a project needs. */
export async function createCatalog(db: Db) {
  const [category] = await db.insert(categories).values({ name: 'Residential', description: 'Homes' }).returning();
  const [withGst] = await db.insert(services).values({ serviceName: 'Twilight photos', price: '350.00', gstRate: '10-percent', description: 'Dusk' }).returning();
  const [noGst] = await db.insert(services).values({ serviceName: 'Floor plan', price: '120.50', gstRate: 'no-gst', description: 'Plan' }).returning();
  const company = await createCompany(db, { companyName: 'Harbour Realty' });
  return { category: category!, withGst: withGst!, noGst: noGst!, company };
}

export type Catalog = Awaited<ReturnType<typeof createCatalog>>;

export const projectInput = (catalog: Catalog, overrides: Record<string, unknown> = {}) => ({
  projectName: '12 Ocean View Rd',
  company_id: catalog.company.id,
  category_id: catalog.category.id,
  service_id: catalog.withGst.id,
  siteAddress: 'https://maps.example.test/12-ocean-view',
  ...overrides,
});

/** Creates a project through the API, as a real client of it would. */
export async function postProject(app: App, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/projects/', headers, payload });
}

/** Inserts a project row directly (no invoice): for scope and list tests that need many. */
export async function insertProject(db: Db, values: Partial<typeof projects.$inferInsert> & { companyId: number }) {
  const [row] = await db.insert(projects).values({ projectName: 'Project', siteAddress: 'https://maps.example.test', ...values }).returning();
  return row!;
}
