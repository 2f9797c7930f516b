import type { Role } from '../access/access-fixture.ts';
import type { Fixture } from './write-endpoints.ts';

/** What a query parameter holds, which decides its bad values. */
export type QueryKind = 'id' | 'page' | 'date' | 'enum';

export interface ReadEndpoint {
  name: string;
  /** `id` replaces the record id in the path, for the path-id cases. */
  url: (f: Fixture, id?: string) => string;
  hasPathId: boolean;
  pathIdField?: string;
  /** Query parameters the endpoint reads, each tried alone with bad values. */
  query?: Record<string, QueryKind>;
  /** Who asks, when not the owner (a client's own calls). */
  as?: Role;
}

/** One refused read: the path and query it sends, and what it must answer. */
export interface BadRead {
  name: string;
  url: (f: Fixture) => string;
  expected: number[];
  /** Named in the message of a 400. */
  field?: string;
}

/** Ids as a path segment or query value: words, signs, fractions, and numbers past 32 bits. */
export const badIdTexts: Array<[string, number[]]> = [
  ['abc', [400]], ['-1', [400]], ['0', [400]], ['1.5', [400]], ['1e400', [400]], ['2147483648', [400]], ['99999999999999999999', [400]], ['999999', [404]],
];
const badQueryValues: Record<QueryKind, string[]> = {
  id: ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999'],
  page: ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999'],
  date: ['tomorrow', '2026-13-01', '0999-12-31', '0000-01-01', '10000-01-01', '+275760-09-13'],
  enum: ['bogus', 'PAID', 'x'.repeat(10_000)],
};
const listQuery = { page: 'page', page_size: 'page' } as const satisfies Record<string, QueryKind>;

const byId = (base: string, rest = '') => (f: Fixture, id: string | undefined, own: number) => `/api/v1/${base}/${id ?? own}/${rest}`;
const project = (rest = '') => (f: Fixture, id?: string) => byId('projects', rest)(f, id, f.own.project.id);
const invoice = (rest = '') => (f: Fixture, id?: string) => byId('invoices', rest)(f, id, f.own.invoice.id);

/** Every read endpoint of the back office that takes an id or a query. */
export const readEndpoints: ReadEndpoint[] = [
  { name: 'list companies', url: () => '/api/v1/companies/', hasPathId: false, query: listQuery },
  { name: 'read a company', url: (f, id) => byId('companies')(f, id, f.own.company.id), hasPathId: true },
  { name: 'list categories', url: () => '/api/v1/categories/', hasPathId: false, query: listQuery },
  { name: 'read a category', url: (f, id) => byId('categories')(f, id, f.category.id), hasPathId: true },
  { name: 'list services', url: () => '/api/v1/services/', hasPathId: false, query: listQuery },
  { name: 'read a service', url: (f, id) => byId('services')(f, id, f.service.id), hasPathId: true },
  { name: 'list users', url: () => '/api/v1/users/', hasPathId: false, query: { ...listQuery, role: 'enum', include_inactive: 'enum', company_id: 'id' } },
  { name: 'read a user', url: (f, id) => byId('users')(f, id, f.own.clientPerson.id), hasPathId: true },
  { name: 'list projects', url: () => '/api/v1/projects/', hasPathId: false, query: { ...listQuery, status: 'enum', company_id: 'id', assigned_to: 'id' } },
  { name: 'read a project', url: project(), hasPathId: true },
  { name: 'read a project timeline', url: project('activity/'), hasPathId: true },
  { name: 'list project files', url: project('files/'), hasPathId: true, query: { favourites: 'enum' } },
  { name: "read a shoot's property website", url: project('listing/'), hasPathId: true },
  { name: 'serve a file', url: (f, id) => `${project(`serve/${f.own.file.fileName}/`)(f, id)}?folder_path=Exterior`, hasPathId: true, query: { variant: 'enum', disposition: 'enum' } },
  { name: 'list invoices', url: () => '/api/v1/invoices/', hasPathId: false, query: { ...listQuery, status: 'enum' } },
  { name: 'read an invoice', url: invoice(), hasPathId: true },
  { name: 'download an invoice PDF', url: invoice('pdf/'), hasPathId: true },
  { name: 'list the ledger', url: () => '/api/v1/transactions/', hasPathId: false, query: { ...listQuery, type: 'enum', from: 'date', to: 'date' } },
  { name: 'list subscriptions', url: () => '/api/v1/subscriptions/', hasPathId: false, query: { ...listQuery, status: 'enum', company_id: 'id' } },
  { name: 'the overview', url: () => '/api/v1/overview/', hasPathId: false, query: { period: 'enum' } },
  { name: 'the roles', url: () => '/api/v1/roles/', hasPathId: false },
  { name: 'the API keys', url: () => '/api/v1/api-keys/', hasPathId: false },
  { name: 'the business name and logo', url: () => '/api/v1/branding/', hasPathId: false },
  { name: 'list webhook endpoints', url: () => '/api/v1/webhooks/', hasPathId: false, query: listQuery },
  { name: 'the calendar', url: () => '/api/v1/calendar/?from=2026-11-01&to=2026-12-01', hasPathId: false, query: { from: 'date', to: 'date', photographer_id: 'id', include_cancelled: 'enum' } },
  { name: 'orders waiting for a time', url: () => '/api/v1/calendar/unscheduled/', hasPathId: false, query: listQuery },
  { name: 'the calendar feeds', url: () => '/api/v1/calendar/feeds/', hasPathId: false },
  { name: 'the scheduling settings', url: () => '/api/v1/calendar/settings/', hasPathId: false },
  { name: 'the services a client may order', url: () => '/api/v1/orders/services/', hasPathId: false, as: 'company' },
  { name: "a webhook endpoint's delivery log", url: (f, id) => byId('webhooks', 'deliveries/')(f, id, f.webhooks.main.endpoint.id), hasPathId: true, query: { ...listQuery, status: 'enum' } },
];

const withQuery = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** Every bad read derived from one endpoint: each path id, then each query parameter's bad values. */
export function badReadsOf(endpoint: ReadEndpoint): BadRead[] {
  const reads: BadRead[] = [];
  if (endpoint.hasPathId) {
    for (const [id, expected] of badIdTexts) reads.push({ name: `path id ${id}`, url: (f) => endpoint.url(f, id), expected, field: endpoint.pathIdField ?? 'id' });
  }
  for (const [name, kind] of Object.entries(endpoint.query ?? {})) {
    for (const value of badQueryValues[kind]) {
      reads.push({ name: `${name}=${value.slice(0, 24)}`, url: (f) => withQuery(endpoint.url(f), name, value), expected: [400], field: name });
    }
  }
  return reads;
}

/** /api/ spelled with percent-encoded letters reaches the same routes, so it needs the same token. */
export const encodedApiPaths = ['/%61pi/v1/me/', '/%61%70%69/v1/projects/', '/%61pi/v1/projects/1/', '/api/v1/%6De/', '/api/%761/companies/', '/%61pi/v1/settings/system/'];
