import type { Db } from '../../src/db/client.ts';
import type { Role } from '../access/access-fixture.ts';
import { categories, passwordTokens, projects, services, transactions } from '../../src/db/schema/index.ts';
import { hashTokenSecret } from '../../src/modules/auth/token-secret.ts';
import { buildAccessFixture } from '../access/access-fixture.ts';
import { createCompany, testPassword } from '../factories.ts';
import type { RawRequest } from './bad-cases.ts';
import { completedEvent, signedText } from '../payments/stripe-stand-in.ts';

/** The access fixture plus rows nothing refers to, so deletes and generate have a happy path. */
export async function buildBadInputFixture(db: Db) {
  const f = await buildAccessFixture(db);
  const spareCompany = await createCompany(db);
  const [spareCategory] = await db.insert(categories).values({ name: 'Spare', description: 'Unused' }).returning();
  const [spareService] = await db.insert(services).values({ serviceName: 'Spare', price: '1.00', description: 'Unused' }).returning();
  const [retiredService] = await db.insert(services).values({ serviceName: 'Retired', price: '9.00', description: 'No longer offered', isActive: false }).returning();
  const [bareProject] = await db
    .insert(projects)
    .values({ projectName: 'No invoice yet', companyId: f.own.company.id, categoryId: f.category.id, serviceId: f.service.id, siteAddress: 'https://maps.example/3' })
    .returning();
  const [ledgerEntry] = await db.insert(transactions).values({ type: 'expense', amount: '12.00', description: 'Parking', category: 'Travel', date: '2026-11-01' }).returning();
  const resetToken = 'bad-input-reset-link-token';
  await db.insert(passwordTokens).values({ tokenHash: hashTokenSecret(resetToken), purpose: 'reset', accountKind: 'company', companyId: f.own.company.id, expiresAt: new Date('2100-01-01T00:00:00Z') });
  return { ...f, resetToken, spareCompany, spareCategory: spareCategory!, spareService: spareService!, retiredService: retiredService!, bareProject: bareProject!, ledgerEntry: ledgerEntry! };
}
export type Fixture = Awaited<ReturnType<typeof buildBadInputFixture>>;

/**
 * What a field is, which decides its bad values: text kinds get wrong types and 100 kB, `enum`
 * unknown members, `money` negatives and words, `id` strings, floats, huge and missing rows.
 */
export type FieldKind = 'text' | 'email' | 'password' | 'url' | 'date' | 'enum' | 'money' | 'id' | 'bool' | 'expense';
export interface Field {
  kind: FieldKind;
  required?: boolean;
  /** null is a valid value (clears the field). */
  nullable?: boolean;
  /** The field's cases start from this body instead (e.g. company_id only counts for a customer). */
  base?: (f: Fixture) => Record<string, unknown>;
  /** An alias that wins over this field: its cases drop it so this field is the one read. */
  aliasOf?: string;
  /** For an id: the answer when it names no row (400 naming the field, 404 for the call's subject). */
  noRow?: number;
}

export interface WriteEndpoint {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** `id` replaces the record id in the path, for the path-id cases. */
  url: (f: Fixture, id?: string) => string;
  hasPathId: boolean;
  /** The path parameter the path-id cases change, when not `id`. */
  pathIdField?: string;
  /** Refuses anything but application/json with 415 before reading the body. */
  jsonOnly?: boolean;
  /** A body the endpoint accepts from admin; every bad body is derived from it. */
  good?: (f: Fixture) => Record<string, unknown>;
  goodStatus: number;
  fields?: Record<string, Field>;
  /** Endpoint-specific refusals: each endpoint's own validation rules. */
  extra?: Array<{ name: string; body: (f: Fixture) => unknown; expected: number; field?: string }>;
  /** Every field is optional and `{}` means something (the whole project), so it is no update needing a field. */
  emptyBodyAllowed?: boolean;
  /** Refusals of bodies that are not JSON (the multipart upload on the project's URL). */
  extraRaw?: Array<{ name: string; raw: RawRequest | ((f: Fixture) => RawRequest); expected: number; field?: string }>;
  /** Path ids refused for what they name (a record of another parent), not for their form. */
  extraPathIds?: Array<{ name: string; id: (f: Fixture) => string; expected: number }>;
  /** The accepted request when it is not JSON (the logo upload, a signed webhook event). */
  goodRaw?: RawRequest | ((f: Fixture) => RawRequest);
  /** Who sends it, when not the owner (a client's own calls). */
  as?: Role;
}

const text: Field = { kind: 'text' };
const required = (field: Field): Field => ({ ...field, required: true });
const nullable = (field: Field): Field => ({ ...field, nullable: true });

const companyFields: Record<string, Field> = {
  companyName: text, name: { ...text, aliasOf: 'companyName' }, email: { kind: 'email' }, phone: text, mobile: { ...text, aliasOf: 'phone' }, address: text,
  website: nullable({ kind: 'url' }), password: { kind: 'password' }, confirm_password: text, is_active: { kind: 'bool' },
};
const invite: Field = { kind: 'bool' };
const serviceFields: Record<string, Field> = {
  serviceName: text, name: { ...text, aliasOf: 'serviceName' }, price: { kind: 'money' }, gstRate: { kind: 'enum' }, description: text, is_addon: { kind: 'bool' }, is_active: { kind: 'bool' },
};
/** Whole numbers the rules bound: floats, text, and each side of the range. */
const wholeNumberCases = (field: string, good: (f: Fixture) => Record<string, unknown>, below: number, above: number) =>
  ([['a float', 1.5], ['text', '5'], ['below its range', below], ['above its range', above], ['an object', { n: 1 }]] as const).map(([label, value]) => ({ name: `${field} ${label}`, body: (f: Fixture) => ({ ...good(f), [field]: value }), expected: 400, field }));
const window = (start: string, end: string) => ({ start, end });
const orderGood = (f: Fixture) => ({
  address: '12 Harbour St, Sydney', property_type: 'house', bedrooms: 3, bathrooms: 2, floor_area: 180, service_ids: [f.service.id],
  preferred_windows: [window('2026-12-01T09:00', '2026-12-01T12:00')], access_notes: 'Lockbox 1234', occupancy: 'vacant', listing_contact: { name: 'Lee Agent', phone: '0400 000 000' },
});
const windowsCases = (good: (f: Fixture) => Record<string, unknown>) => [
  { name: 'a window in the past', body: (f: Fixture) => ({ ...good(f), preferred_windows: [window('2026-11-01T09:00', '2026-11-01T12:00')] }), expected: 400, field: 'preferred_windows.0.start' },
  { name: 'a window ending before it starts', body: (f: Fixture) => ({ ...good(f), preferred_windows: [window('2026-12-01T12:00', '2026-12-01T09:00')] }), expected: 400, field: 'preferred_windows.0.end' },
  { name: 'four windows', body: (f: Fixture) => ({ ...good(f), preferred_windows: Array.from({ length: 4 }, () => window('2026-12-01T09:00', '2026-12-01T12:00')) }), expected: 400, field: 'preferred_windows' },
  { name: 'no window', body: (f: Fixture) => ({ ...good(f), preferred_windows: [] }), expected: 400, field: 'preferred_windows' },
  { name: 'windows as text', body: (f: Fixture) => ({ ...good(f), preferred_windows: 'tomorrow morning' }), expected: 400, field: 'preferred_windows' },
  { name: 'a window without its end', body: (f: Fixture) => ({ ...good(f), preferred_windows: [{ start: '2026-12-01T09:00' }] }), expected: 400, field: 'preferred_windows' },
  { name: 'a window on 30 February', body: (f: Fixture) => ({ ...good(f), preferred_windows: [window('2027-02-30T09:00', '2027-02-30T12:00')] }), expected: 400, field: 'preferred_windows' },
  { name: 'a 100 kB window start', body: (f: Fixture) => ({ ...good(f), preferred_windows: [window('x'.repeat(100_000), '2026-12-01T12:00')] }), expected: 400, field: 'preferred_windows' },
];
const scheduleGood = (f: Fixture) => ({ start: '2026-11-27T10:00', photographer_id: f.accounts.photographer.id });
const scheduleFields: Record<string, Field> = { start: required({ kind: 'date' }), photographer_id: { kind: 'id', required: true } };
const scheduleExtras = [
  { name: 'a start in the past', body: (f: Fixture) => ({ ...scheduleGood(f), start: '2026-11-20T10:00' }), expected: 400, field: 'start' },
  { name: 'a start without a time', body: (f: Fixture) => ({ ...scheduleGood(f), start: '2026-11-27' }), expected: 400, field: 'start' },
  { name: 'a staff account as the photographer', body: (f: Fixture) => ({ ...scheduleGood(f), photographer_id: f.accounts.staff.id }), expected: 400, field: 'photographer_id' },
  ...wholeNumberCases('duration_minutes', scheduleGood, 14, 1441),
];
const userFields: Record<string, Field> = { username: text, email: { kind: 'email' }, password: { kind: 'password' }, role: { kind: 'enum' }, company_id: nullable({ kind: 'id' }) };
const projectFields: Record<string, Field> = {
  projectName: text, description: text, company_id: { kind: 'id' }, category_id: { kind: 'id' }, service_id: { kind: 'id' },
  siteAddress: text, budget: nullable({ kind: 'money' }), start_date: nullable({ kind: 'date' }), end_date: nullable({ kind: 'date' }),
};
const makeRequired = (fields: Record<string, Field>, names: string[]) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, names.includes(name) ? required(field) : field]));

const path = (base: string) => (id: string) => `/api/v1/${base}/${id}/`;
const companies = path('companies');
const categoriesPath = path('categories');
const servicesPath = path('services');
const users = path('users');
const projectsPath = path('projects');
const invoices = path('invoices');
const projectFiles = (f: Fixture, rest: string, id = String(f.own.project.id)) => `/api/v1/projects/${id}/${rest}`;
/** File names are cleaned rather than refused (control and direction-override characters dropped), so only type and length rules apply. */
const fileName: Field = { kind: 'password', required: true };

const multipartBoundary = 'bad-input-boundary';
const fieldPart = (name: string, value: string) => `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (fileName: string, content: string) => `--${multipartBoundary}\r\nContent-Disposition: form-data; name="projectFiles"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n${content}`;
/** A 1x1 PNG: the smallest logo the owner may upload. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A logo upload of these bytes, in the field the logo route reads. */
const logoUpload = (bytes: Buffer, fileName = 'logo.png') => ({
  payload: Buffer.concat([
    Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${multipartBoundary}--\r\n`),
  ]),
  contentType: `multipart/form-data; boundary=${multipartBoundary}`,
});
/** A multipart body of the parts; `closed: false` ends it inside the last part, as a dropped upload would. */
const multipart = (parts: string[], { closed = true } = {}) => ({
  payload: parts.join('\r\n') + (closed ? `\r\n--${multipartBoundary}--\r\n` : ''),
  contentType: `multipart/form-data; boundary=${multipartBoundary}`,
});

/** A signed body for the Stripe webhook as its raw request: signed when the case runs (Stripe allows five minutes). */
const signedBody = (payload: string, secret?: string): RawRequest => {
  const { headers } = signedText(payload, secret ? { secret } : {});
  return { payload, contentType: 'application/json', headers: { 'stripe-signature': headers['stripe-signature'] } };
};
const signedRaw = (event: object, secret?: string) => signedBody(JSON.stringify(event), secret);

const login = (url: string, account: (f: Fixture) => string): WriteEndpoint => ({
  name: `login ${url}`, method: 'POST', url: () => url, hasPathId: false, goodStatus: 200,
  good: (f) => ({ email: account(f), password: testPassword }),
  fields: { email: required({ kind: 'email' }), password: required({ kind: 'password' }) },
  extra: [{ name: 'empty password', body: (f) => ({ email: account(f), password: '' }), expected: 400, field: 'password' }],
});

const webhookBody = { url: 'http://127.0.0.1:9/hooks/new', events: ['invoice.paid'] };
/** URLs the webhook calls refuse beyond the url kind's own cases. */
const webhookUrlCases = [
  { name: 'url not a URL', body: () => ({ ...webhookBody, url: 'not a url' }), expected: 400, field: 'url' },
  { name: 'url javascript:', body: () => ({ ...webhookBody, url: 'javascript:alert(1)' }), expected: 400, field: 'url' },
  { name: 'url file:', body: () => ({ ...webhookBody, url: 'file:///etc/passwd' }), expected: 400, field: 'url' },
  { name: 'url 2,001 characters', body: () => ({ ...webhookBody, url: `https://hooks.example.test/${'x'.repeat(1975)}` }), expected: 400, field: 'url' },
  { name: 'url blank', body: () => ({ ...webhookBody, url: '   ' }), expected: 400, field: 'url' },
];
/** The events list: a non-empty list of the contract's event types. */
const webhookEventCases = (create: boolean) => [
  ...(create ? [{ name: 'events missing', body: () => ({ url: webhookBody.url }), expected: 400, field: 'events' }] : []),
  { name: 'events empty', body: () => ({ ...webhookBody, events: [] }), expected: 400, field: 'events' },
  { name: 'events of an unknown type', body: () => ({ ...webhookBody, events: ['invoice.paid', 'project.exploded'] }), expected: 400, field: 'events' },
  { name: 'events ping (not subscribable)', body: () => ({ ...webhookBody, events: ['ping'] }), expected: 400, field: 'events' },
  { name: 'events as a string', body: () => ({ ...webhookBody, events: 'invoice.paid' }), expected: 400, field: 'events' },
  { name: 'events as an object', body: () => ({ ...webhookBody, events: { 'invoice.paid': true } }), expected: 400, field: 'events' },
  { name: 'events null', body: () => ({ ...webhookBody, events: null }), expected: 400, field: 'events' },
  { name: 'events with a number', body: () => ({ ...webhookBody, events: [42] }), expected: 400, field: 'events' },
  { name: 'events with a 100 kB entry', body: () => ({ ...webhookBody, events: ['x'.repeat(100_000)] }), expected: 400, field: 'events' },
  { name: 'events 101 entries', body: () => ({ ...webhookBody, events: Array.from({ length: 101 }, () => 'invoice.paid') }), expected: 400, field: 'events' },
];

/** Every write endpoint of the back office and the logins, with a body each accepts. */
export const writeEndpoints: WriteEndpoint[] = [
  login('/api/login/', (f) => f.accounts.admin.email),
  login('/api/login/user/', (f) => f.accounts.admin.email),
  login('/api/login/company/', (f) => f.own.company.email),
  {
    name: 'request a password reset link', method: 'POST', url: () => '/api/v1/auth/password-reset/', hasPathId: false, goodStatus: 200,
    good: (f) => ({ email: f.own.company.email }), fields: { email: required({ kind: 'email' }) },
  },
  {
    name: 'set a password with a link', method: 'POST', url: () => '/api/v1/auth/password-reset/confirm/', hasPathId: false, goodStatus: 200,
    good: (f) => ({ token: f.resetToken, password: 'a new password 1' }),
    fields: { token: required({ kind: 'password' }), password: required({ kind: 'password' }) },
    extra: [
      { name: 'short password', body: (f) => ({ token: f.resetToken, password: 'short' }), expected: 400, field: 'password' },
      { name: 'empty token', body: () => ({ token: '', password: 'a new password 1' }), expected: 400, field: 'token' },
      { name: 'a token nobody was sent', body: () => ({ token: 'never-sent', password: 'a new password 1' }), expected: 400, field: 'token' },
    ],
  },

  {
    name: 'create company', method: 'POST', url: () => '/api/v1/companies/', hasPathId: false, goodStatus: 201,
    good: () => ({ companyName: 'Northside Realty', email: 'northside@example.test', phone: '0400 111 222', address: '1 North St', password: 'password1', confirm_password: 'password1' }),
    fields: { ...makeRequired(companyFields, ['companyName', 'email', 'phone', 'address', 'password', 'confirm_password']), invite },
    extra: [
      { name: 'invitation without an e-mail', body: () => ({ companyName: 'N', phone: '1', address: 'a', invite: true }), expected: 400, field: 'email' },
      { name: 'passwords differ', body: () => ({ companyName: 'N', email: 'n@example.test', phone: '1', address: 'a', password: 'password1', confirm_password: 'password2' }), expected: 400, field: 'confirm_password' },
      { name: 'short password', body: () => ({ companyName: 'N', email: 'n@example.test', phone: '1', address: 'a', password: 'short', confirm_password: 'short' }), expected: 400, field: 'password' },
      { name: 'e-mail taken (other case)', body: (f) => ({ companyName: 'N', email: f.foreign.company.email.toUpperCase(), phone: '1', address: 'a', password: 'password1', confirm_password: 'password1' }), expected: 409, field: 'email' },
      { name: 'javascript: website', body: () => ({ companyName: 'N', email: 'n@example.test', phone: '1', address: 'a', website: 'javascript:alert(1)', password: 'password1', confirm_password: 'password1' }), expected: 400, field: 'website' },
    ],
  },
  {
    name: 'update company', method: 'POST', url: (f, id = String(f.own.company.id)) => companies(id), hasPathId: true, goodStatus: 200,
    good: () => ({ address: '2 Moved St' }),
    fields: { ...companyFields, confirm_password: { ...text, base: () => ({ password: 'password9', confirm_password: 'password9' }) } },
    extra: [
      { name: 'password without confirmation', body: () => ({ password: 'password9' }), expected: 400, field: 'confirm_password' },
      { name: 'e-mail of another company', body: (f) => ({ email: f.foreign.company.email }), expected: 409, field: 'email' },
    ],
  },
  { name: 'delete company', method: 'DELETE', url: (f, id = String(f.spareCompany.id)) => companies(id), hasPathId: true, goodStatus: 200 },

  {
    name: 'create category', method: 'POST', url: () => '/api/v1/categories/', hasPathId: false, goodStatus: 201,
    good: () => ({ name: 'Commercial', description: 'Offices' }), fields: makeRequired({ name: text, description: text }, ['name', 'description']),
    extra: [{ name: 'blank name', body: () => ({ name: '   ', description: 'x' }), expected: 400, field: 'name' }],
  },
  { name: 'update category', method: 'POST', url: (f, id = String(f.category.id)) => categoriesPath(id), hasPathId: true, goodStatus: 200, good: () => ({ description: 'Houses' }), fields: { name: text, description: text } },
  { name: 'delete category', method: 'DELETE', url: (f, id = String(f.spareCategory.id)) => categoriesPath(id), hasPathId: true, goodStatus: 200 },

  {
    name: 'create service', method: 'POST', url: () => '/api/v1/services/', hasPathId: false, goodStatus: 201,
    good: () => ({ serviceName: 'Twilight', price: '250', gstRate: 'no-gst', description: 'Dusk shots' }),
    fields: makeRequired(serviceFields, ['serviceName', 'price', 'gstRate', 'description']),
    extra: wholeNumberCases('duration_minutes', () => ({ serviceName: 'Twilight', price: '250', gstRate: 'no-gst', description: 'Dusk shots' }), -1, 1441),
  },
  {
    name: 'update service', method: 'POST', url: (f, id = String(f.service.id)) => servicesPath(id), hasPathId: true, goodStatus: 200, good: () => ({ price: 400, duration_minutes: 120, is_addon: false }), fields: serviceFields,
    extra: wholeNumberCases('duration_minutes', () => ({}), -1, 1441),
  },
  { name: 'delete service', method: 'DELETE', url: (f, id = String(f.spareService.id)) => servicesPath(id), hasPathId: true, goodStatus: 200 },

  {
    name: 'create user', method: 'POST', url: () => '/api/v1/users/', hasPathId: false, goodStatus: 201,
    good: () => ({ username: 'New Editor', email: 'new.editor@example.test', password: 'password1', role: 'editor' }),
    fields: {
      ...makeRequired(userFields, ['username', 'email', 'password', 'role']),
      company_id: { kind: 'id', nullable: true, base: (f) => ({ username: 'C', email: 'c@example.test', password: 'password1', role: 'customer', company_id: f.own.company.id }) },
      // The first version's body: the type instead of the role.
      type: { kind: 'enum', base: (f) => ({ username: 'C', email: 'c@example.test', password: 'password1', type: 'client', company_id: f.own.company.id }) },
      invite,
    },
    extra: [
      { name: 'type contradicting the role', body: (f) => ({ username: 'C', email: 'c@example.test', password: 'password1', type: 'client', role: 'editor', company_id: f.own.company.id }), expected: 400, field: 'role' },
      { name: 'client type without company', body: () => ({ username: 'C', email: 'c@example.test', password: 'password1', type: 'client' }), expected: 400, field: 'company_id' },
      { name: 'company type (not a person)', body: () => ({ username: 'C', email: 'c@example.test', password: 'password1', type: 'company' }), expected: 400, field: 'type' },
      { name: 'customer without company', body: () => ({ username: 'C', email: 'c@example.test', password: 'password1', role: 'customer' }), expected: 400, field: 'company_id' },
      { name: 'customer of no company', body: () => ({ username: 'C', email: 'c@example.test', password: 'password1', role: 'customer', company_id: 999999 }), expected: 400, field: 'company_id' },
      { name: 'e-mail taken (other case)', body: (f) => ({ username: 'C', email: f.accounts.staff.email.toUpperCase(), password: 'password1', role: 'editor' }), expected: 409, field: 'email' },
    ],
  },
  { name: 'update user', method: 'POST', url: (f, id = String(f.own.clientPerson.id)) => users(id), hasPathId: true, goodStatus: 200, good: () => ({ username: 'Renamed' }), fields: userFields },
  {
    name: 'change role', method: 'POST', url: (f, id = String(f.accounts.editorOther.id)) => `${users(id)}role/`, hasPathId: true, goodStatus: 200,
    good: () => ({ role: 'user' }),
    fields: { role: required({ kind: 'enum' }), company_id: { kind: 'id', base: (f) => ({ role: 'customer', company_id: f.own.company.id }) } },
    extra: [{ name: 'customer of no company', body: () => ({ role: 'customer', company_id: 999999 }), expected: 400, field: 'company_id' }],
  },
  { name: 'delete user', method: 'DELETE', url: (f, id = String(f.accounts.editorOther.id)) => users(id), hasPathId: true, goodStatus: 200 },

  {
    name: 'create project', method: 'POST', url: () => '/api/v1/projects/', hasPathId: false, goodStatus: 201,
    good: (f) => ({ projectName: 'New shoot', company_id: f.own.company.id, category_id: f.category.id, service_id: f.service.id, siteAddress: 'https://maps.example/2' }),
    fields: makeRequired(projectFields, ['projectName', 'company_id', 'category_id', 'service_id', 'siteAddress']),
    extra: [{ name: 'ends before it starts', body: (f) => ({ projectName: 'P', company_id: f.own.company.id, category_id: f.category.id, service_id: f.service.id, siteAddress: 'x', start_date: '2026-05-02', end_date: '2026-05-01' }), expected: 400, field: 'end_date' }],
  },
  {
    name: 'update project', method: 'POST', url: (f, id = String(f.own.project.id)) => projectsPath(id), hasPathId: true, jsonOnly: true, goodStatus: 200,
    good: () => ({ projectStatus: 'review' }),
    fields: { ...projectFields, projectStatus: { kind: 'enum' }, status: { kind: 'enum' }, assignedTo_id: nullable({ kind: 'id' }) },
    extra: [
      { name: 'assign a non-editor', body: (f) => ({ assignedTo_id: f.accounts.staff.id }), expected: 400, field: 'assignedTo_id' },
      { name: 'impossible date', body: () => ({ start_date: '2026-02-30' }), expected: 400, field: 'start_date' },
    ],
    // The same URL takes the multipart upload: a body it cannot read is a 400, never a 500 or a hang.
    extraRaw: [
      { name: 'multipart without a boundary', raw: { payload: 'projectFiles=a', contentType: 'multipart/form-data' }, expected: 400, field: 'body' },
      { name: 'multipart cut short inside a file', raw: multipart([filePart('half.jpg', 'only the first half')], { closed: false }), expected: 400, field: 'body' },
      { name: 'multipart cut short inside a field', raw: multipart([fieldPart('folder_path', 'Exte')], { closed: false }), expected: 400, field: 'body' },
      { name: 'multipart folder_path with a direction override', raw: multipart([fieldPart('folder_path', 'Ext\u202eerior'), filePart('a.jpg', 'a')]), expected: 400, field: 'folder_path' },
      { name: 'multipart folder_path with a control character', raw: multipart([fieldPart('folder_path', 'Ext\u0007erior'), filePart('a.jpg', 'a')]), expected: 400, field: 'folder_path' },
      { name: 'multipart folder_path climbing out', raw: multipart([fieldPart('folder_path', '../../etc'), filePart('a.jpg', 'a')]), expected: 400, field: 'folder_path' },
    ],
  },
  { name: 'delete project', method: 'DELETE', url: (f, id = String(f.own.project.id)) => projectsPath(id), hasPathId: true, goodStatus: 200 },

  {
    name: 'update invoice', method: 'POST', url: (f, id = String(f.own.invoice.id)) => invoices(id), hasPathId: true, goodStatus: 200,
    good: () => ({ status: 'paid', expense: [{ description: 'Drone permit', amount: '1500' }, 'Fuel 20'] }),
    fields: { status: { kind: 'enum' }, expense: { kind: 'expense' } },
  },
  {
    name: 'add ledger entry', method: 'POST', url: () => '/api/v1/transactions/', hasPathId: false, goodStatus: 201,
    good: (f) => ({ type: 'expense', amount: '45.50', description: 'Lens cleaning', category: 'Equipment', date: '2026-11-02', project_id: f.own.project.id, company_id: f.own.company.id }),
    fields: { type: { kind: 'enum' }, amount: required({ kind: 'money' }), description: required(text), category: required({ kind: 'enum' }), date: { kind: 'date' }, project_id: nullable({ kind: 'id' }), company_id: nullable({ kind: 'id' }) },
    extra: [
      { name: 'a zero amount', body: () => ({ amount: '0', description: 'Nothing', category: 'Other Revenue' }), expected: 400, field: 'amount' },
      { name: 'an income category on an expense', body: () => ({ type: 'expense', amount: '5', description: 'Mixed up', category: 'Service Revenue' }), expected: 400, field: 'category' },
    ],
  },
  { name: 'delete ledger entry', method: 'DELETE', url: (f, id = String(f.ledgerEntry.id)) => `/api/v1/transactions/${id}/`, hasPathId: true, goodStatus: 200 },
  {
    name: 'save business profile', method: 'POST', url: () => '/api/v1/settings/business/', hasPathId: false, goodStatus: 200,
    good: () => ({ name: 'Lens & Light Studio', email: 'hello@lenslight.test', phone: '+61 400 000 000', currency: 'AUD', locale: 'en-AU' }),
    fields: { name: required(text), address: text, email: { kind: 'email' }, phone: text, tax_number: text, bank_details: text, currency: { kind: 'enum' }, locale: { kind: 'enum' }, time_zone: { kind: 'enum' } },
    extra: [
      { name: 'an unknown time zone', body: () => ({ name: 'Studio', time_zone: 'Mars/Olympus' }), expected: 400, field: 'time_zone' },
      { name: 'working hours ending before they start', body: () => ({ name: 'Studio', working_hours: { start: '18:00', end: '08:00', days: [1] } }), expected: 400, field: 'working_hours.end' },
      { name: 'working hours at 25:00', body: () => ({ name: 'Studio', working_hours: { start: '08:00', end: '25:00', days: [1] } }), expected: 400, field: 'working_hours.end' },
      { name: 'working day 8', body: () => ({ name: 'Studio', working_hours: { start: '08:00', end: '17:00', days: [8] } }), expected: 400, field: 'working_hours.days' },
      { name: 'no working day', body: () => ({ name: 'Studio', working_hours: { start: '08:00', end: '17:00', days: [] } }), expected: 400, field: 'working_hours.days' },
      { name: 'working hours as text', body: () => ({ name: 'Studio', working_hours: '9 to 5' }), expected: 400, field: 'working_hours' },
      ...wholeNumberCases('cancel_cutoff_hours', () => ({ name: 'Studio' }), -1, 721),
      ...wholeNumberCases('mls_long_edge', () => ({ name: 'Studio' }), 639, 6001),
      ...wholeNumberCases('mls_max_bytes', () => ({ name: 'Studio' }), 99_999, 50_000_001),
      { name: 'blank name', body: () => ({ name: '   ' }), expected: 400, field: 'name' },
      { name: 'bank details over 1,000 characters', body: () => ({ name: 'Studio', bank_details: 'x'.repeat(1001) }), expected: 400, field: 'bank_details' },
      { name: 'an unknown currency', body: () => ({ name: 'Studio', currency: 'XYZ' }), expected: 400, field: 'currency' },
      { name: 'an unknown locale', body: () => ({ name: 'Studio', locale: 'fr-FR' }), expected: 400, field: 'locale' },
    ],
  },
  {
    name: 'upload business logo', method: 'POST', url: () => '/api/v1/settings/business/logo/', hasPathId: false, goodStatus: 200,
    goodRaw: logoUpload(onePixelPng),
    extraRaw: [
      { name: 'an SVG logo', raw: logoUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'), expected: 415 },
      { name: 'a text file named .png', raw: logoUpload(Buffer.from('not an image at all')), expected: 415 },
      { name: 'a logo over 1 MB', raw: logoUpload(Buffer.concat([onePixelPng, Buffer.alloc(1024 * 1024)])), expected: 413 },
      { name: 'an empty logo', raw: logoUpload(Buffer.alloc(0)), expected: 400, field: 'logo' },
      { name: 'a broken PNG', raw: logoUpload(onePixelPng.subarray(0, 40)), expected: 400, field: 'logo' },
      { name: 'no logo field', raw: multipart([fieldPart('name', 'Studio')]), expected: 400, field: 'logo' },
      { name: 'multipart without a boundary', raw: { payload: 'logo=a', contentType: 'multipart/form-data' }, expected: 400, field: 'body' },
      { name: 'multipart cut short inside the file', raw: { ...logoUpload(onePixelPng), payload: logoUpload(onePixelPng).payload.subarray(0, 150) }, expected: 400, field: 'body' },
      { name: 'a JSON body', raw: { payload: '{"logo": "data:image/png;base64,AAAA"}', contentType: 'application/json' }, expected: 415 },
    ],
  },
  { name: 'remove business logo', method: 'DELETE', url: () => '/api/v1/settings/business/logo/', hasPathId: false, goodStatus: 200 },
  {
    name: 'create API key', method: 'POST', url: () => '/api/v1/api-keys/', hasPathId: false, goodStatus: 201,
    good: () => ({ name: 'Zapier', scope: 'read' }),
    fields: { name: required(text), scope: required({ kind: 'enum' }) },
    extra: [
      { name: 'blank name', body: () => ({ name: '   ', scope: 'read' }), expected: 400, field: 'name' },
      { name: 'name of 101 characters', body: () => ({ name: 'x'.repeat(101), scope: 'read' }), expected: 400, field: 'name' },
      { name: "scope 'admin'", body: () => ({ name: 'Zapier', scope: 'admin' }), expected: 400, field: 'scope' },
      { name: 'an empty object', body: () => ({}), expected: 400, field: 'name' },
    ],
  },
  {
    name: 'book a shoot', as: 'company', method: 'POST', url: () => '/api/v1/orders/', hasPathId: false, goodStatus: 201, good: orderGood,
    fields: { address: required(text), property_type: required({ kind: 'enum' }), occupancy: required({ kind: 'enum' }), access_notes: text, notes: text },
    extra: [
      ...windowsCases(orderGood),
      { name: 'a 501-character address', body: (f) => ({ ...orderGood(f), address: 'x'.repeat(501) }), expected: 400, field: 'address' },
      { name: 'a blank address', body: (f) => ({ ...orderGood(f), address: '   ' }), expected: 400, field: 'address' },
      { name: 'an unknown service', body: (f) => ({ ...orderGood(f), service_ids: [999999] }), expected: 400, field: 'service_ids' },
      { name: 'an inactive service', body: (f) => ({ ...orderGood(f), service_ids: [f.retiredService.id] }), expected: 400, field: 'service_ids' },
      { name: 'no service', body: (f) => ({ ...orderGood(f), service_ids: [] }), expected: 400, field: 'service_ids' },
      { name: 'service ids as text', body: (f) => ({ ...orderGood(f), service_ids: ['1'] }), expected: 400, field: 'service_ids' },
      { name: 'service ids missing', body: (f) => ({ ...orderGood(f), service_ids: undefined }), expected: 400, field: 'service_ids' },
      { name: 'a listing contact without a name', body: (f) => ({ ...orderGood(f), listing_contact: { phone: '1' } }), expected: 400, field: 'listing_contact.name' },
      { name: 'a listing contact with a bad e-mail', body: (f) => ({ ...orderGood(f), listing_contact: { name: 'Lee', email: 'nope' } }), expected: 400, field: 'listing_contact.email' },
      ...(['bedrooms', 'bathrooms'] as const).flatMap((field) => wholeNumberCases(field, orderGood, -1, 51)),
      ...wholeNumberCases('floor_area', orderGood, -1, 100_001),
    ],
  },
  {
    name: 'cancel a shoot', method: 'POST', url: (f, id = String(f.own.project.id)) => `${projectsPath(id)}cancel/`, hasPathId: true, goodStatus: 200, emptyBodyAllowed: true,
    good: () => ({ reason: 'Listing withdrawn' }), fields: { reason: text },
  },
  {
    name: "cancel a shoot as its client", as: 'company', method: 'POST', url: (f, id = String(f.own.project.id)) => `${projectsPath(id)}cancel/`, hasPathId: true, goodStatus: 200, emptyBodyAllowed: true,
    good: () => ({}), fields: { reason: text },
    extraPathIds: [{ name: "another company's shoot", id: (f) => String(f.foreign.project.id), expected: 404 }],
  },
  {
    name: 'ask to move a shoot', as: 'company', method: 'POST', url: (f, id = String(f.own.project.id)) => `${projectsPath(id)}reschedule/`, hasPathId: true, goodStatus: 200, emptyBodyAllowed: true,
    good: () => ({ preferred_windows: [window('2026-12-03T09:00', '2026-12-03T12:00')], note: 'Vendor away' }), fields: { note: text },
    extra: [...windowsCases(() => ({})), { name: 'no preferred_windows', body: () => ({ note: 'Soon' }), expected: 400, field: 'preferred_windows' }],
    extraPathIds: [{ name: "another company's shoot", id: (f) => String(f.foreign.project.id), expected: 404 }],
  },
  {
    name: 'book a time and a photographer', method: 'POST', url: (f, id = String(f.ownDraft.project.id)) => `${projectsPath(id)}schedule/`, hasPathId: true, goodStatus: 200, good: scheduleGood,
    fields: scheduleFields,
    extra: [
      ...scheduleExtras,
      // The photographer is booked for the own shoot from 01:00 to 02:30 UTC on 25 November.
      { name: 'an overlap with the photographer\'s other shoot', body: (f) => ({ ...scheduleGood(f), start: '2026-11-25T01:30:00Z' }), expected: 409 },
    ],
  },
  { name: 'check a time', method: 'POST', url: (f, id = String(f.ownDraft.project.id)) => `${projectsPath(id)}schedule/check/`, hasPathId: true, goodStatus: 200, good: scheduleGood, fields: scheduleFields, extra: scheduleExtras },
  { name: 'release a booked time', method: 'DELETE', url: (f, id = String(f.own.project.id)) => `${projectsPath(id)}schedule/`, hasPathId: true, goodStatus: 200, extraPathIds: [{ name: 'a shoot with no time', id: (f) => String(f.ownDraft.project.id), expected: 409 }] },
  {
    name: 'a new calendar feed', method: 'POST', url: () => '/api/v1/calendar/feeds/', hasPathId: false, goodStatus: 201, emptyBodyAllowed: true,
    good: (f) => ({ photographer_id: f.accounts.photographer.id }),
    fields: { photographer_id: { kind: 'id' }, company_id: { kind: 'id', base: (f) => ({ company_id: f.own.company.id }) } },
    extra: [
      { name: 'neither a photographer nor a company', body: () => ({}), expected: 400, field: 'photographer_id' },
      { name: 'both a photographer and a company', body: (f) => ({ photographer_id: f.accounts.photographer.id, company_id: f.own.company.id }), expected: 400, field: 'company_id' },
      { name: 'an editor as the photographer', body: (f) => ({ photographer_id: f.accounts.editorOther.id }), expected: 400, field: 'photographer_id' },
    ],
  },
  { name: 'revoke a calendar feed', method: 'DELETE', url: (f, id = String(f.feeds.company.id)) => `/api/v1/calendar/feeds/${id}/`, hasPathId: true, goodStatus: 200 },
  { name: 'revoke API key', method: 'DELETE', url: (f, id = String(f.apiKey.id)) => `/api/v1/api-keys/${id}/`, hasPathId: true, goodStatus: 200 },
  {
    name: 'update plan', method: 'POST', url: (f, id = String(f.plan.id)) => `/api/v1/plans/${id}/`, hasPathId: true, goodStatus: 200,
    good: () => ({ price: '35', max_projects: -1 }), fields: { price: { kind: 'money' }, extra_shoot_price: { kind: 'money' } },
    extra: [
      ...(['max_projects', 'max_users'] as const).flatMap((field) =>
        ([['below -1', -2], ['a float', 1.5], ['a string', '5'], ['null', null], ['100 kB long', 'x'.repeat(100_000)]] as const).map(([label, value]) => ({ name: `${field} ${label}`, body: () => ({ [field]: value }), expected: 400, field })),
      ),
      { name: 'features as text', body: () => ({ features: 'Client portal' }), expected: 400, field: 'features' },
      { name: 'features with a blank entry', body: () => ({ features: ['   '] }), expected: 400, field: 'features' },
      { name: 'features with a number', body: () => ({ features: [42] }), expected: 400, field: 'features' },
      { name: 'features with a 100 kB entry', body: () => ({ features: ['x'.repeat(100_000)] }), expected: 400, field: 'features' },
      { name: 'features with a NUL character', body: () => ({ features: ['a\u0000b'] }), expected: 400, field: 'features' },
      { name: '21 features', body: () => ({ features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }), expected: 400, field: 'features' },
    ],
  },
  {
    name: 'create subscription', method: 'POST', url: () => '/api/v1/subscriptions/', hasPathId: false, goodStatus: 201,
    good: (f) => ({ company_id: f.foreign.company.id, plan_id: f.plan.id, billingCycle: 'yearly' }),
    fields: { company_id: required({ kind: 'id' }), plan_id: required({ kind: 'id' }), billingCycle: required({ kind: 'enum' }), startDate: { kind: 'date' } },
    extra: [
      { name: 'company already subscribed', body: (f) => ({ company_id: f.own.company.id, plan_id: f.plan.id, billingCycle: 'monthly' }), expected: 409 },
      { name: 'impossible date', body: (f) => ({ company_id: f.foreign.company.id, plan_id: f.plan.id, billingCycle: 'monthly', startDate: '2026-02-30' }), expected: 400, field: 'startDate' },
    ],
  },
  {
    name: 'cancel subscription', method: 'POST', url: (f, id = String(f.subscription.id)) => `/api/v1/subscriptions/${id}/`, hasPathId: true, goodStatus: 200,
    good: () => ({ status: 'cancelled' }), fields: { status: required({ kind: 'enum' }) },
    extra: [{ name: 'status active', body: () => ({ status: 'active' }), expected: 400, field: 'status' }],
  },
  { name: 'send invoice', method: 'POST', url: (f, id = String(f.own.invoice.id)) => `${invoices(id)}send/`, hasPathId: true, goodStatus: 200 },
  { name: 'pay invoice online', method: 'POST', url: (f, id = String(f.own.invoice.id)) => `${invoices(id)}checkout/`, hasPathId: true, goodStatus: 200 },
  {
    // Stripe's webhook: the raw body is signed in Stripe-Signature, checked before anything is read.
    name: 'Stripe webhook', method: 'POST', url: () => '/api/v1/payments/stripe/webhook/', hasPathId: false, goodStatus: 200,
    goodRaw: (f) => signedRaw(completedEvent({ invoiceId: f.own.invoice.id, amount: 38500 })),
    extraRaw: [
      { name: 'no Stripe-Signature', raw: (f) => ({ ...signedRaw(completedEvent({ invoiceId: f.own.invoice.id, amount: 38500 })), headers: {} }), expected: 400, field: 'Stripe-Signature' },
      { name: 'a signature of another body', raw: (f) => ({ ...signedRaw(completedEvent({ invoiceId: f.own.invoice.id, amount: 38500 })), payload: JSON.stringify(completedEvent({ invoiceId: f.own.invoice.id, amount: 1 })) }), expected: 400, field: 'Stripe-Signature' },
      { name: 'a signature made with another secret', raw: (f) => signedRaw(completedEvent({ invoiceId: f.own.invoice.id, amount: 38500 }), 'whsec_not_ours'), expected: 400, field: 'Stripe-Signature' },
      { name: 'a signed body that is not JSON', raw: () => signedBody('{"id": "evt_1", '), expected: 400, field: 'body' },
      { name: 'a signed event of the wrong shape', raw: () => signedRaw({ id: 'evt_1', type: 'checkout.session.completed', created: 1, data: { object: { id: 5 } } }), expected: 400, field: 'body' },
      { name: 'a 2 MB body', raw: () => signedBody(JSON.stringify({ blob: 'x'.repeat(2_000_000) })), expected: 413 },
    ],
  },
  {
    name: 'generate invoice', method: 'POST', url: () => '/api/v1/invoices/generate/', hasPathId: false, goodStatus: 201,
    good: (f) => ({ projectId: f.bareProject.id }), fields: { projectId: { kind: 'id', required: true, noRow: 404 } },
    extra: [{ name: 'project already invoiced', body: (f) => ({ projectId: f.own.project.id }), expected: 409 }],
  },

  {
    name: 'create folder', method: 'POST', url: (f, id) => projectFiles(f, 'folders/', id), hasPathId: true, goodStatus: 201,
    good: () => ({ folder_name: 'Twilight', parent_folder: 'Exterior' }),
    fields: { folder_name: required(text), parent_folder: text, client_visible: { kind: 'bool' } },
    extra: [
      { name: 'blank name', body: () => ({ folder_name: '   ' }), expected: 400, field: 'folder_name' },
      { name: 'name with a slash', body: () => ({ folder_name: 'a/b' }), expected: 400, field: 'folder_name' },
      { name: 'name ..', body: () => ({ folder_name: '..' }), expected: 400, field: 'folder_name' },
      { name: 'parent climbing out', body: () => ({ folder_name: 'x', parent_folder: '../../etc' }), expected: 400, field: 'parent_folder' },
      { name: 'parent missing', body: () => ({ folder_name: 'x', parent_folder: 'Nowhere' }), expected: 404 },
      { name: 'folder exists', body: () => ({ folder_name: 'Empty' }), expected: 409 },
      ...['\u202a', '\u202e', '\u2066', '\u2069'].map((character) => ({ name: `name with U+${character.charCodeAt(0).toString(16).toUpperCase()}`, body: () => ({ folder_name: `Twi${character}light` }), expected: 400, field: 'folder_name' })),
      { name: 'parent with a direction override', body: () => ({ folder_name: 'x', parent_folder: 'Ext\u202eerior' }), expected: 400, field: 'parent_folder' },
    ],
  },
  {
    name: 'make a folder internal', method: 'POST', url: (f, id = `folder-${f.own.folder.id}`) => projectFiles(f, `folders/${id}/`), hasPathId: true, pathIdField: 'folderId', goodStatus: 200,
    good: () => ({ client_visible: false }),
    fields: { client_visible: { kind: 'bool', required: true } },
  },
  {
    name: 'folder ZIP link', method: 'POST', url: (f) => projectFiles(f, 'zip-url/'), hasPathId: false, goodStatus: 200, emptyBodyAllowed: true,
    good: () => ({ folder_path: 'Exterior' }),
    fields: { folder_path: text, favourites: { kind: 'bool' } },
    extra: [
      { name: 'a folder with no files', body: () => ({ folder_path: 'Empty' }), expected: 404 },
      { name: 'a folder that is not there', body: () => ({ folder_path: 'Nowhere' }), expected: 404 },
      { name: 'folder_path climbing out', body: () => ({ folder_path: '../..' }), expected: 400, field: 'folder_path' },
      { name: 'folder_path with a direction override', body: () => ({ folder_path: 'Ext\u2067erior' }), expected: 400, field: 'folder_path' },
    ],
  },
  {
    name: 'start direct upload', method: 'POST', url: (f, id) => projectFiles(f, 'upload-url/', id), hasPathId: true, goodStatus: 201,
    good: () => ({ file_name: 'walkthrough.mp4', folder_path: 'Exterior', file_size: 1000 }),
    fields: { file_name: fileName, folder_path: text },
    extra: [
      { name: 'file_size missing', body: () => ({ file_name: 'a.mp4' }), expected: 400, field: 'file_size' },
      { name: 'file_size as a string', body: () => ({ file_name: 'a.mp4', file_size: '1000' }), expected: 400, field: 'file_size' },
      { name: 'file_size zero', body: () => ({ file_name: 'a.mp4', file_size: 0 }), expected: 400, field: 'file_size' },
      { name: 'file_size a float', body: () => ({ file_name: 'a.mp4', file_size: 1.5 }), expected: 400, field: 'file_size' },
      { name: 'file_size over the limit', body: () => ({ file_name: 'a.mp4', file_size: 6 * 1024 ** 3 }), expected: 413 },
      { name: 'name that is only dots', body: () => ({ file_name: '..', file_size: 10 }), expected: 400, field: 'file_name' },
      { name: 'name that is only direction overrides', body: () => ({ file_name: '\u202e\u2066', file_size: 10 }), expected: 400, field: 'file_name' },
      { name: 'folder_path with a direction override', body: () => ({ file_name: 'a.mp4', file_size: 10, folder_path: '\u202eExterior' }), expected: 400, field: 'folder_path' },
    ],
  },
  { name: 'delete file', method: 'DELETE', url: (f, id = String(f.own.file.id)) => projectFiles(f, `files/${id}/`), hasPathId: true, pathIdField: 'fileId', goodStatus: 200 },
  { name: 'delete folder', method: 'DELETE', url: (f, id = String(f.own.folder.id)) => projectFiles(f, `files/folder-${id}/`), hasPathId: true, pathIdField: 'fileId', goodStatus: 200 },

  // The property website (issue 20).
  {
    name: 'edit listing', method: 'PUT', url: (f, id) => projectFiles(f, 'listing/', id), hasPathId: true, goodStatus: 200,
    good: () => ({ description: 'Sun-filled family home', tour_url: 'https://kuula.co/share/1' }),
    fields: { address: text, description: text, agent_name: text, agent_phone: text, price: nullable({ kind: 'money' }), tour_url: nullable({ kind: 'url' }), agent_photo_file_id: nullable({ kind: 'id' }) },
    extra: [
      ...wholeNumberCases('bedrooms', () => ({}), -1, 51),
      ...wholeNumberCases('floor_area', () => ({}), -1, 100_001),
      { name: 'bathrooms 2.25', body: () => ({ bathrooms: 2.25 }), expected: 400, field: 'bathrooms' },
      { name: 'bathrooms as text', body: () => ({ bathrooms: '2' }), expected: 400, field: 'bathrooms' },
      { name: 'bathrooms 51', body: () => ({ bathrooms: 51 }), expected: 400, field: 'bathrooms' },
      { name: 'a tour on a host off the allow-list', body: () => ({ tour_url: 'https://evil.test/tour' }), expected: 400, field: 'tour_url' },
      { name: 'a tour over http', body: () => ({ tour_url: 'http://my.matterport.com/show/?m=1' }), expected: 400, field: 'tour_url' },
      { name: 'a tour on a look-alike host', body: () => ({ tour_url: 'https://my.matterport.com.evil.test/' }), expected: 400, field: 'tour_url' },
      { name: 'an agent photo that is not an image', body: (f) => ({ agent_photo_file_id: f.foreign.file.id }), expected: 400, field: 'agent_photo_file_id' },
      { name: 'a description of 5,001 characters', body: () => ({ description: 'x'.repeat(5001) }), expected: 400, field: 'description' },
      { name: 'an agent phone of 51 characters', body: () => ({ agent_phone: '1'.repeat(51) }), expected: 400, field: 'agent_phone' },
    ],
  },
  { name: 'publish site', method: 'POST', url: (f, id) => projectFiles(f, 'listing/publish/', id), hasPathId: true, goodStatus: 200 },
  { name: 'unpublish site', method: 'POST', url: (f, id) => projectFiles(f, 'listing/unpublish/', id), hasPathId: true, goodStatus: 200 },
  {
    name: "set a file's part on the site", method: 'PUT', url: (f, id = String(f.own.file.id)) => projectFiles(f, `files/${id}/media/`), hasPathId: true, pathIdField: 'fileId', goodStatus: 200,
    good: () => ({ media_kind: 'floor_plan' }),
    fields: { media_kind: nullable({ kind: 'enum' }), poster_file_id: nullable({ kind: 'id' }) },
    extra: [
      { name: 'a photo marked video', body: () => ({ media_kind: 'video' }), expected: 400, field: 'media_kind' },
      { name: 'a poster on a photo', body: (f) => ({ poster_file_id: f.own.file.id }), expected: 400, field: 'poster_file_id' },
    ],
    extraPathIds: [{ name: "another project's file", id: (f) => String(f.foreign.file.id), expected: 404 }],
  },
  {
    name: 'listing ZIP link', method: 'POST', url: (f, id) => projectFiles(f, 'listing/zip-url/', id), hasPathId: true, goodStatus: 200,
    good: () => ({ variant: 'print' }),
    fields: { variant: required({ kind: 'enum' }) },
  },

  {
    name: 'create webhook', method: 'POST', url: () => '/api/v1/webhooks/', hasPathId: false, goodStatus: 201,
    good: () => ({ url: 'http://127.0.0.1:9/hooks/new', description: 'Studio CRM', events: ['project.created', 'invoice.paid'] }),
    fields: { url: required({ kind: 'url' }), description: text },
    extra: [...webhookUrlCases, ...webhookEventCases(true), { name: 'description 5,001 characters', body: () => ({ ...webhookBody, description: 'x'.repeat(5001) }), expected: 400, field: 'description' }],
  },
  {
    name: 'update webhook', method: 'POST', url: (f, id = String(f.webhooks.main.endpoint.id)) => `/api/v1/webhooks/${id}/`, hasPathId: true, goodStatus: 200,
    good: () => ({ description: 'Renamed', is_active: false }),
    fields: { url: { kind: 'url' }, description: text, is_active: { kind: 'bool' } },
    extra: [...webhookUrlCases, ...webhookEventCases(false)],
  },
  { name: 'roll webhook secret', method: 'POST', url: (f, id = String(f.webhooks.main.endpoint.id)) => `/api/v1/webhooks/${id}/roll-secret/`, hasPathId: true, goodStatus: 200 },
  { name: 'send webhook test event', method: 'POST', url: (f, id = String(f.webhooks.main.endpoint.id)) => `/api/v1/webhooks/${id}/test/`, hasPathId: true, goodStatus: 201 },
  {
    name: 'resend webhook delivery (bad endpoint id)', method: 'POST', hasPathId: true, goodStatus: 201,
    url: (f, id = String(f.webhooks.main.endpoint.id)) => `/api/v1/webhooks/${id}/deliveries/${f.webhooks.main.delivery.id}/resend/`,
  },
  {
    name: 'resend webhook delivery (bad delivery id)', method: 'POST', hasPathId: true, pathIdField: 'deliveryId', goodStatus: 201,
    url: (f, id = String(f.webhooks.main.delivery.id)) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/deliveries/${id}/resend/`,
    extraPathIds: [{ name: "another endpoint's delivery", id: (f) => String(f.webhooks.other.delivery.id), expected: 404 }],
  },
  { name: 'delete webhook', method: 'DELETE', url: (f, id = String(f.webhooks.other.endpoint.id)) => `/api/v1/webhooks/${id}/`, hasPathId: true, goodStatus: 200 },
];
