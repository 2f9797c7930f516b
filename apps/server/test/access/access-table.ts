import type { AccessFixture, Role } from './access-fixture.ts';

type Target = 'own' | 'foreign';
/** An expected status, the same for both targets or one per target. */
type Expected = number | { own: number; foreign: number };

export interface AccessCase {
  name: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (f: AccessFixture, t: Target) => string;
  body?: (f: AccessFixture, t: Target) => unknown;
  /** Sent instead of JSON (the multipart upload). */
  contentType?: string;
  /** Headers the call is made of (tus: Upload-Length, Upload-Metadata). */
  headers?: (f: AccessFixture, t: Target) => Record<string, string>;
  /** A success answers in headers, with no JSON body (tus); refusals still answer the JSON envelope, except to HEAD. */
  bodyless?: boolean;
  /** Whether the call names a tenant's record (then it runs for own and foreign ids). */
  targeted: boolean;
  expected: Record<Role, Expected>;
  /** The record the call names does not exist: a 404 here is about the record, not about access. */
  absent?: boolean;
  /** The refusal rests on what the body asks for (the role granted): a role that may use the route gets a 400 for a junk body. */
  decidedByBody?: boolean;
  /** For lists: the project ids each role may see in the answer. */
  visibleProjects?: (f: AccessFixture, role: Role) => number[];
}

const manage = (ok: number): Record<Role, Expected> => ({ admin: ok, staff: ok, editorAssigned: 403, editorOther: 403, photographer: 403, company: 403, client: 403 });
const ownOnly = { own: 200, foreign: 404 };
const ownOnlyCreated = { own: 201, foreign: 404 };
/** The owner's alone (settings, webhooks): everyone else 403. */
const ownerOnly = (ok: number): Record<Role, Expected> => ({ ...manage(403), admin: ok });
/** The photographer is booked for the own shoot only. */
const projectRead: Record<Role, Expected> = { admin: 200, staff: 200, editorAssigned: ownOnly, editorOther: 404, photographer: ownOnly, company: ownOnly, client: ownOnly };
const projectsVisible = (f: AccessFixture, role: Role) => {
  const all = [f.own.project.id, f.foreign.project.id, f.ownDraft.project.id, f.own.done.project.id, f.foreign.done.project.id];
  const ownCompany = [f.own.project.id, f.ownDraft.project.id, f.own.done.project.id];
  return { admin: all, staff: all, editorAssigned: [f.own.project.id], editorOther: [], photographer: [f.own.project.id], company: ownCompany, client: ownCompany }[role];
};
/** Invoices: a client's list leaves out its company's draft, not yet sent. */
const invoicesVisible = (f: AccessFixture, role: Role) => projectsVisible(f, role).filter((id) => role !== 'company' && role !== 'client' || id !== f.ownDraft.project.id);
/** A draft invoice: staff read it; a client of its company does not see it yet (404), an editor never. */
const draftInvoiceRead: Record<Role, Expected> = { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: 404, client: 404 };

/** Staff anywhere; editors on their assigned, photographers on their booked, not completed project; clients never (403 on their own, 404 elsewhere). */
const fileWrite = (ok: number): Record<Role, Expected> => ({ admin: ok, staff: ok, editorAssigned: { own: ok, foreign: 404 }, editorOther: 404, photographer: { own: ok, foreign: 404 }, company: { own: 403, foreign: 404 }, client: { own: 403, foreign: 404 } });
/** Single files and ZIPs: a client's own shoot is still being edited here (in progress), so 403. */
const fileFetch: Record<Role, Expected> = { ...fileWrite(200), company: { own: 403, foreign: 404 }, client: { own: 403, foreign: 404 } };
const boundary = 'access-matrix-boundary';
const uploadBody = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="folder_path"\r\n\r\nExterior\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="projectFiles"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nAccess code 1234\r\n--${boundary}--\r\n`,
);

/** A 1x1 PNG in the logo field: a logo upload the owner's call accepts. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const logoBody = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
  onePixelPng,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const b64 = (value: string) => Buffer.from(value).toString('base64');
const unknownUploadId = '6f1c2a52-3f0e-4a4b-9a7e-0c8f2b1d4e55';
/** The same answer for every role (an id nobody owns). */
const everyone = (status: number): Record<Role, Expected> => ({ admin: status, staff: status, editorAssigned: status, editorOther: status, photographer: status, company: status, client: status });

/** Clients only (booking): everyone else 403. */
const clientOnly = (ok: Expected): Record<Role, Expected> => ({ ...manage(403), admin: 403, staff: 403, company: ok, client: ok });
/** The calendar: staff every shoot, a photographer their own, a client its company's; editors none. */
const calendarRead = (ok: number): Record<Role, Expected> => ({ ...manage(ok), editorAssigned: 403, editorOther: 403, photographer: ok, company: ok, client: ok });
const orderBody = (f: AccessFixture) => ({
  address: '12 Harbour St, Sydney',
  property_type: 'house',
  bedrooms: 3,
  service_ids: [f.service.id],
  preferred_windows: [{ start: '2026-12-01T09:00', end: '2026-12-01T12:00' }],
  occupancy: 'vacant',
});
const calendarVisible = (f: AccessFixture, role: Role) =>
  ({ admin: [f.own.project.id, f.foreign.project.id], staff: [f.own.project.id, f.foreign.project.id], editorAssigned: [], editorOther: [], photographer: [f.own.project.id], company: [f.own.project.id], client: [f.own.project.id] })[role];

/**
 * Revision requests (docs/product.md, "Revision requests"): each tenant has a completed shoot whose
 * billable request names pinned.jpg, assigned to editorAssigned on the own one and to nobody on the
 * foreign one. A client requests and reopens; staff and the request's editor work it; staff bill it.
 */
const revisionRead: Record<Role, Expected> = { admin: 200, staff: 200, editorAssigned: ownOnly, editorOther: 404, photographer: 403, company: ownOnly, client: ownOnly };
const revisionWork = (ok: number): Record<Role, Expected> => ({ admin: ok, staff: ok, editorAssigned: { own: ok, foreign: 404 }, editorOther: 404, photographer: 403, company: 403, client: 403 });
const revisionOf = (f: AccessFixture, t: Target) => of(f, t).done.revision.id;
const versionBody = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="edited.jpg"\r\nContent-Type: image/jpeg\r\n\r\nedited bytes\r\n--${boundary}--\r\n`);
/** A completed shoot's files as before revisions: staff all, its client (unpaid) proofs only, its editor nothing but the named files. */
const doneFiles = (ok: number, client: number, editor: number): Record<Role, Expected> => ({ admin: ok, staff: ok, editorAssigned: { own: editor, foreign: 404 }, editorOther: 404, photographer: 404, company: { own: client, foreign: 404 }, client: { own: client, foreign: 404 } });
/** A shoot's property website: staff any, a client its company's; editors and photographers none. */
const listingRead: Record<Role, Expected> = { ...manage(200), company: ownOnly, client: ownOnly };

const companyBody = { companyName: 'Northside Realty', email: 'northside@example.test', phone: '0400 111 222', address: '1 North St', password: 'password1', confirm_password: 'password1' };
const of = (f: AccessFixture, t: Target) => f[t];

/** Every endpoint of the back office x every role x own and foreign ids. */
export const accessCases: AccessCase[] = [
  { name: 'who am I', method: 'GET', url: () => '/api/v1/me/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, photographer: 200, company: 200, client: 200 } },
  { name: 'sign out', method: 'POST', url: () => '/api/logout/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, photographer: 200, company: 200, client: 200 } },
  { name: 'dashboard counts', method: 'GET', url: () => '/api/v1/dashboard/', targeted: false, expected: manage(200) },
  { name: 'list the ledger', method: 'GET', url: () => '/api/v1/transactions/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'add a ledger entry', method: 'POST', url: () => '/api/v1/transactions/', body: () => ({ type: 'expense', amount: '12.00', description: 'Batteries', category: 'Equipment' }), targeted: false, expected: { ...manage(403), admin: 201 } },
  { name: 'delete a ledger entry that is not there', absent: true, method: 'DELETE', url: () => '/api/v1/transactions/999999/', targeted: false, expected: { ...manage(403), admin: 404 } },
  { name: 'list plans', method: 'GET', url: () => '/api/v1/plans/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'change a plan that is not there', absent: true, method: 'POST', url: () => '/api/v1/plans/999999/', body: () => ({ price: '30' }), targeted: false, expected: { ...manage(403), admin: 404 } },
  { name: 'list subscriptions', method: 'GET', url: () => '/api/v1/subscriptions/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'subscribe a company to a plan that is not there', absent: true, method: 'POST', url: () => '/api/v1/subscriptions/', body: (f, t) => ({ company_id: of(f, t).company.id, plan_id: 999999, billingCycle: 'monthly' }), targeted: true, expected: { ...manage(403), admin: 400 } },
  { name: 'change a plan', method: 'POST', url: (f) => `/api/v1/plans/${f.plan.id}/`, body: () => ({ max_users: 6 }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'subscribe a company (own is already subscribed)', method: 'POST', url: () => '/api/v1/subscriptions/', body: (f, t) => ({ company_id: of(f, t).company.id, plan_id: f.plan.id, billingCycle: 'monthly' }), targeted: true, expected: { ...manage(403), admin: { own: 409, foreign: 201 } } },
  { name: 'cancel a subscription', method: 'POST', url: (f) => `/api/v1/subscriptions/${f.subscription.id}/`, body: () => ({ status: 'cancelled' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'cancel a subscription that is not there', absent: true, method: 'POST', url: () => '/api/v1/subscriptions/999999/', body: () => ({ status: 'cancelled' }), targeted: false, expected: { ...manage(403), admin: 404 } },
  { name: 'the overview', method: 'GET', url: () => '/api/v1/overview/?period=this_year', targeted: false, expected: manage(200) },
  { name: 'read the business profile', method: 'GET', url: () => '/api/v1/settings/business/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'save the business profile', method: 'POST', url: () => '/api/v1/settings/business/', body: () => ({ name: 'Lens & Light Studio' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: "read the studio's contact details", method: 'GET', url: () => '/api/v1/settings/contact/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, photographer: 200, company: 200, client: 200 } },
  { name: 'upload the business logo', method: 'POST', url: () => '/api/v1/settings/business/logo/', body: () => logoBody, contentType: `multipart/form-data; boundary=${boundary}`, targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'remove the business logo', method: 'DELETE', url: () => '/api/v1/settings/business/logo/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'list the roles with their permissions and holders', method: 'GET', url: () => '/api/v1/roles/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'read the connection and storage settings', method: 'GET', url: () => '/api/v1/settings/system/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'test the connection', method: 'POST', url: () => '/api/v1/settings/test-connection/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'list the API endpoints', method: 'GET', url: () => '/api/v1/settings/endpoints/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'list the API keys', method: 'GET', url: () => '/api/v1/api-keys/', targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'create an API key', method: 'POST', url: () => '/api/v1/api-keys/', body: () => ({ name: 'Zapier', scope: 'staff' }), targeted: false, expected: { ...manage(403), admin: 201 } },
  { name: 'revoke an API key', method: 'DELETE', url: (f) => `/api/v1/api-keys/${f.apiKey.id}/`, targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'revoke an API key that is not there', absent: true, method: 'DELETE', url: () => '/api/v1/api-keys/999999/', targeted: false, expected: { ...manage(403), admin: 404 } },

  { name: 'list webhook endpoints', method: 'GET', url: () => '/api/v1/webhooks/', targeted: false, expected: ownerOnly(200) },
  { name: 'add a webhook endpoint', method: 'POST', url: () => '/api/v1/webhooks/', body: () => ({ url: 'http://127.0.0.1:9/hooks/new', events: ['project.created'] }), targeted: false, expected: ownerOnly(201) },
  { name: 'change a webhook endpoint', method: 'POST', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/`, body: () => ({ description: 'CRM', is_active: false }), targeted: false, expected: ownerOnly(200) },
  { name: 'change a webhook endpoint that is not there', absent: true, method: 'POST', url: () => '/api/v1/webhooks/999999/', body: () => ({ description: 'CRM' }), targeted: false, expected: ownerOnly(404) },
  { name: "roll a webhook endpoint's secret", method: 'POST', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/roll-secret/`, targeted: false, expected: ownerOnly(200) },
  { name: 'send a test event to a webhook endpoint', method: 'POST', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/test/`, targeted: false, expected: ownerOnly(201) },
  { name: "read a webhook endpoint's delivery log", method: 'GET', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/deliveries/`, targeted: false, expected: ownerOnly(200) },
  { name: 'resend a webhook delivery', method: 'POST', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/deliveries/${f.webhooks.main.delivery.id}/resend/`, targeted: false, expected: ownerOnly(201) },
  { name: "resend another endpoint's delivery", absent: true, method: 'POST', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/deliveries/${f.webhooks.other.delivery.id}/resend/`, targeted: false, expected: ownerOnly(404) },
  { name: 'delete a webhook endpoint', method: 'DELETE', url: (f) => `/api/v1/webhooks/${f.webhooks.main.endpoint.id}/`, targeted: false, expected: ownerOnly(200) },

  { name: 'list companies', method: 'GET', url: () => '/api/v1/companies/', targeted: false, expected: manage(200) },
  { name: 'read a company', method: 'GET', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: ownOnly, client: ownOnly } },
  { name: 'add a company', method: 'POST', url: () => '/api/v1/companies/', body: () => companyBody, targeted: false, expected: manage(201) },
  { name: 'invite a company', method: 'POST', url: () => '/api/v1/companies/', body: () => ({ companyName: 'Invited Realty', email: 'invited@example.test', phone: '0400 111 333', address: '3 North St', invite: true }), targeted: false, expected: manage(201) },
  { name: 'update a company', method: 'POST', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, body: () => ({ address: '2 Moved St' }), targeted: true, expected: manage(200) },
  { name: 'delete a company with projects', method: 'DELETE', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, targeted: true, expected: manage(409) },

  { name: 'list categories', method: 'GET', url: () => '/api/v1/categories/', targeted: false, expected: manage(200) },
  { name: 'read a category', method: 'GET', url: (f) => `/api/v1/categories/${f.category.id}/`, targeted: false, expected: manage(200) },
  { name: 'add a category', method: 'POST', url: () => '/api/v1/categories/', body: () => ({ name: 'Commercial', description: 'Offices' }), targeted: false, expected: manage(201) },
  { name: 'update a category', method: 'POST', url: (f) => `/api/v1/categories/${f.category.id}/`, body: () => ({ description: 'Houses' }), targeted: false, expected: manage(200) },
  { name: 'delete a category in use', method: 'DELETE', url: (f) => `/api/v1/categories/${f.category.id}/`, targeted: false, expected: manage(409) },

  { name: 'list services', method: 'GET', url: () => '/api/v1/services/', targeted: false, expected: manage(200) },
  { name: 'read a service', method: 'GET', url: (f) => `/api/v1/services/${f.service.id}/`, targeted: false, expected: manage(200) },
  { name: 'add a service', method: 'POST', url: () => '/api/v1/services/', body: () => ({ serviceName: 'Twilight', price: '250', gstRate: 'no-gst', description: 'Dusk shots' }), targeted: false, expected: manage(201) },
  { name: 'update a service', method: 'POST', url: (f) => `/api/v1/services/${f.service.id}/`, body: () => ({ price: 400 }), targeted: false, expected: manage(200) },
  { name: 'delete a service in use', method: 'DELETE', url: (f) => `/api/v1/services/${f.service.id}/`, targeted: false, expected: manage(409) },

  { name: 'list users', method: 'GET', url: () => '/api/v1/users/', targeted: false, expected: manage(200) },
  { name: 'read a client person', method: 'GET', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/`, targeted: false, expected: manage(200) },
  // Staff list editors to assign them, but manage client persons only: staff and editor accounts are the owner's.
  { name: 'list editors', method: 'GET', url: () => '/api/v1/users/?role=editor', targeted: false, expected: manage(200) },
  { name: 'add an editor', decidedByBody: true, method: 'POST', url: () => '/api/v1/users/', body: () => ({ username: 'New Editor', email: 'new.editor@example.test', password: 'password1', role: 'editor' }), targeted: false, expected: { ...manage(403), admin: 201 } },
  { name: 'add a staff account by type', decidedByBody: true, method: 'POST', url: () => '/api/v1/users/', body: () => ({ username: 'New Staff', email: 'new.staff@example.test', password: 'password1', type: 'user' }), targeted: false, expected: { ...manage(403), admin: 201 } },
  { name: 'add a client person', method: 'POST', url: () => '/api/v1/users/', body: (f, t) => ({ username: 'New Person', email: 'new.person@example.test', password: 'password1', role: 'customer', company_id: of(f, t).company.id }), targeted: true, expected: manage(201) },
  { name: 'invite a client person', method: 'POST', url: () => '/api/v1/users/', body: (f, t) => ({ username: 'Invited Person', email: 'invited.person@example.test', type: 'client', company_id: of(f, t).company.id, invite: true }), targeted: true, expected: manage(201) },
  { name: 'invite an editor', decidedByBody: true, method: 'POST', url: () => '/api/v1/users/', body: () => ({ username: 'Invited Editor', email: 'invited.editor@example.test', role: 'editor', invite: true }), targeted: false, expected: { ...manage(403), admin: 201 } },
  { name: 'add a client person by type', method: 'POST', url: () => '/api/v1/users/', body: (f, t) => ({ username: 'New Person', email: 'new.person@example.test', password: 'password1', type: 'client', company_id: of(f, t).company.id }), targeted: true, expected: manage(201) },
  { name: 'update a client person', method: 'POST', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/`, body: () => ({ username: 'Renamed' }), targeted: false, expected: manage(200) },
  { name: "reset a client person's password", method: 'POST', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/`, body: () => ({ password: 'another-pass-1' }), targeted: false, expected: manage(200) },
  { name: 'move a client person to another company', method: 'POST', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/role/`, body: (f) => ({ role: 'customer', company_id: f.foreign.company.id }), targeted: false, expected: manage(200) },
  { name: 'make a client person an editor', decidedByBody: true, method: 'POST', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/role/`, body: () => ({ role: 'editor' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'deactivate a client person', method: 'DELETE', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/`, targeted: false, expected: manage(200) },
  { name: 'update an editor', method: 'POST', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/`, body: () => ({ username: 'Renamed' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: "reset an editor's password", method: 'POST', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/`, body: () => ({ password: 'another-pass-1' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'change a role', method: 'POST', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/role/`, body: () => ({ role: 'user' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'deactivate a user', method: 'DELETE', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/`, targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'update a staff account', method: 'POST', url: (f) => `/api/v1/users/${f.accounts.staff.id}/`, body: () => ({ username: 'Renamed' }), targeted: false, expected: { ...manage(403), admin: 200 } },
  { name: 'deactivate a staff account', method: 'DELETE', url: (f) => `/api/v1/users/${f.accounts.staff.id}/`, targeted: false, expected: { ...manage(403), admin: 200 } },

  { name: 'list projects', method: 'GET', url: () => '/api/v1/projects/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, photographer: 200, company: 200, client: 200 }, visibleProjects: projectsVisible },
  { name: 'read a project', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, targeted: true, expected: projectRead },
  { name: 'read a project timeline', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/activity/`, targeted: true, expected: projectRead },
  { name: 'add a project', method: 'POST', url: () => '/api/v1/projects/', body: (f) => ({ projectName: 'New shoot', company_id: f.own.company.id, category_id: f.category.id, service_id: f.service.id, siteAddress: 'https://maps.example/2' }), targeted: false, expected: manage(201) },
  { name: 'change a project status', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, body: () => ({ projectStatus: 'review' }), targeted: true, expected: manage(200) },
  { name: 'delete a project', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, targeted: true, expected: manage(200) },

  { name: 'list project files', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/?folder_path=Exterior`, targeted: true, expected: projectRead },
  { name: 'upload files', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, body: () => uploadBody, contentType: `multipart/form-data; boundary=${boundary}`, targeted: true, expected: fileWrite(200) },
  { name: 'create a folder', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/folders/`, body: () => ({ folder_name: 'Twilight', parent_folder: 'Exterior' }), targeted: true, expected: fileWrite(201) },
  { name: 'make a folder internal', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/folders/folder-${of(f, t).folder.id}/`, body: () => ({ client_visible: false }), targeted: true, expected: fileWrite(200) },
  { name: 'make a folder client-visible (by its number)', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/folders/${of(f, t).folder.id}/`, body: () => ({ client_visible: true }), targeted: true, expected: fileWrite(200) },
  { name: 'change a folder that is not there', absent: true, method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/folders/999999/`, body: () => ({ client_visible: false }), targeted: true, expected: fileWrite(404) },
  { name: 'delete a file', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/${of(f, t).file.id}/`, targeted: true, expected: fileWrite(200) },
  { name: 'delete a folder', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/folder-${of(f, t).folder.id}/`, targeted: true, expected: fileWrite(200) },
  { name: 'serve a file', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/serve/front.jpg/?folder_path=Exterior`, targeted: true, expected: fileFetch },
  { name: 'start a direct upload', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/upload-url/`, body: () => ({ file_name: 'walkthrough.mp4', file_size: 1000 }), targeted: true, expected: fileWrite(201) },
  {
    name: 'start a resumable (tus) upload',
    method: 'POST',
    url: () => '/api/v1/uploads/tus/',
    headers: (f, t) => ({ 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `project_id ${b64(String(of(f, t).project.id))},filename ${b64('walkthrough.mp4')}` }),
    targeted: true,
    bodyless: true,
    // The project is named in Upload-Metadata: without it (a junk request) the answer is a 400.
    decidedByBody: true,
    expected: fileWrite(201),
  },
  { name: 'resumable upload offset, unknown id', absent: true, method: 'HEAD', url: () => `/api/v1/uploads/tus/${unknownUploadId}`, targeted: false, bodyless: true, expected: everyone(404) },
  { name: 'append to an unknown resumable upload', absent: true, method: 'PATCH', url: () => `/api/v1/uploads/tus/${unknownUploadId}`, headers: () => ({ 'tus-resumable': '1.0.0', 'upload-offset': '0' }), contentType: 'application/offset+octet-stream', body: () => Buffer.from('bytes'), targeted: false, expected: everyone(404) },
  { name: 'cancel an unknown resumable upload', absent: true, method: 'DELETE', url: () => `/api/v1/uploads/tus/${unknownUploadId}`, headers: () => ({ 'tus-resumable': '1.0.0' }), targeted: false, expected: everyone(404) },
  { name: 'confirm an unknown upload', absent: true, method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/confirm/`, body: () => ({ upload_id: '6f1c2a52-3f0e-4a4b-9a7e-0c8f2b1d4e55' }), targeted: true, expected: fileWrite(404) },
  { name: 'folder ZIP link', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/zip-url/`, body: () => ({ folder_path: 'Exterior' }), targeted: true, expected: fileFetch },
  { name: 'folder ZIP', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/download_folder_zip/`, body: () => ({ folder_path: 'Exterior' }), targeted: true, expected: fileFetch },
  { name: 'whole-project ZIP (no folder_path)', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/download_folder_zip/`, body: () => ({}), targeted: true, expected: fileFetch },
  { name: 'whole-project ZIP link (no folder_path)', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/zip-url/`, body: () => ({}), targeted: true, expected: fileFetch },
  // A folder with no file is a 404 for whoever may download, never an empty archive; the others are refused as before.
  { name: 'ZIP of a folder with no files', absent: true, method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/download_folder_zip/`, body: () => ({ folder_path: 'Empty' }), targeted: true, expected: { ...fileFetch, admin: 404, staff: 404, editorAssigned: 404, photographer: { own: 404, foreign: 404 } } },

  { name: 'list invoices', method: 'GET', url: () => '/api/v1/invoices/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: 200, client: 200 }, visibleProjects: invoicesVisible },
  { name: 'list draft invoices', method: 'GET', url: () => '/api/v1/invoices/?status=draft', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: 200, client: 200 }, visibleProjects: (f, role) => invoicesVisible(f, role).filter((id) => id === f.ownDraft.project.id) },
  { name: 'read a draft invoice', method: 'GET', url: (f) => `/api/v1/invoices/${f.ownDraft.invoice.id}/`, targeted: false, expected: draftInvoiceRead },
  { name: 'download a draft invoice PDF', method: 'GET', url: (f) => `/api/v1/invoices/${f.ownDraft.invoice.id}/pdf/`, targeted: false, expected: draftInvoiceRead },
  { name: 'read the project of a draft invoice', method: 'GET', url: (f) => `/api/v1/projects/${f.ownDraft.project.id}/`, targeted: false, expected: { ...projectRead, editorAssigned: 404, photographer: 404, company: 200, client: 200 } },
  { name: 'read an invoice', method: 'GET', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: ownOnly, client: ownOnly } },
  { name: 'mark an invoice paid', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, body: () => ({ status: 'paid' }), targeted: true, expected: manage(200) },
  { name: 'edit invoice expenses', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, body: () => ({ expense: ['Drone permit 1500'] }), targeted: true, expected: manage(200) },
  { name: 'generate an existing invoice', method: 'POST', url: () => '/api/v1/invoices/generate/', body: (f, t) => ({ projectId: of(f, t).project.id }), targeted: true, expected: manage(409) },
  { name: 'send an invoice', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/send/`, body: () => ({}), targeted: true, expected: manage(200) },
  { name: 'download an invoice PDF', method: 'GET', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/pdf/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: ownOnly, client: ownOnly } },
  // Paying online: the invoice's own client and staff (the matrix runs with a Stripe stand-in); never an editor nor a photographer.
  { name: 'pay an invoice online', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/checkout/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: ownOnly, client: ownOnly } },
  { name: 'pay a draft invoice online', method: 'POST', url: (f) => `/api/v1/invoices/${f.ownDraft.invoice.id}/checkout/`, targeted: false, expected: draftInvoiceRead },
  { name: 'pay an invoice that is not there', absent: true, method: 'POST', url: () => '/api/v1/invoices/999999/checkout/', targeted: false, expected: { admin: 404, staff: 404, editorAssigned: 403, editorOther: 403, photographer: 403, company: 404, client: 404 } },

  // Favourites are the clients' own: everyone else 403; the own shoot is still in progress here, so 403 too.
  { name: 'mark a favourite', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/${of(f, t).file.id}/favourite/`, targeted: true, expected: { ...manage(403), company: { own: 403, foreign: 404 }, client: { own: 403, foreign: 404 } } },
  { name: 'unmark a favourite', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/${of(f, t).file.id}/favourite/`, targeted: true, expected: { ...manage(403), company: { own: 403, foreign: 404 }, client: { own: 403, foreign: 404 } } },

  { name: 'request revisions', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/revisions/`, body: (f, t) => ({ items: [{ file_id: of(f, t).done.pinned.id, x: 0.4, y: 0.6, note: 'Darker sky' }] }), targeted: true, expected: clientOnly(ownOnlyCreated) },
  { name: "list a project's revision requests", method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/revisions/`, targeted: true, expected: revisionRead },
  { name: 'list revision requests (the task list)', method: 'GET', url: () => '/api/v1/revisions/', targeted: false, expected: { ...revisionWork(200), editorOther: 200 }, visibleProjects: (f, role) => ({ admin: [f.own.done.project.id, f.foreign.done.project.id], staff: [f.own.done.project.id, f.foreign.done.project.id], editorAssigned: [f.own.done.project.id] })[role as 'admin'] ?? [] },
  { name: 'read a revision request', method: 'GET', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/`, targeted: true, expected: revisionRead },
  { name: 'move a revision request to done', method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/`, body: () => ({ status: 'done' }), targeted: true, expected: revisionWork(200) },
  { name: 'assign the editor of a revision request', decidedByBody: true, method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/`, body: (f) => ({ editor_id: f.accounts.editorOther.id }), targeted: true, expected: { ...revisionWork(200), editorAssigned: { own: 403, foreign: 404 } } },
  { name: 'mark a pin fixed', decidedByBody: true, method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/items/${of(f, t).done.item.id}/`, body: () => ({ status: 'fixed' }), targeted: true, expected: { ...revisionRead, company: { own: 403, foreign: 404 }, client: { own: 403, foreign: 404 } } },
  { name: 'reopen a pin', decidedByBody: true, method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/items/${of(f, t).done.item.id}/`, body: () => ({ status: 'reopened' }), targeted: true, expected: { ...revisionRead, admin: 403, staff: 403, editorAssigned: { own: 403, foreign: 404 } } },
  { name: 'reply on a pin', method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/items/${of(f, t).done.item.id}/replies/`, body: () => ({ text: 'Looks good' }), targeted: true, expected: { admin: 201, staff: 201, editorAssigned: { own: 201, foreign: 404 }, editorOther: 404, photographer: 403, company: { own: 201, foreign: 404 }, client: { own: 201, foreign: 404 } } },
  { name: 'bill a revision round', method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/invoice-line/`, body: () => ({ amount: '50' }), targeted: true, expected: manage(201) },
  { name: 'reply on a pin that is not there', absent: true, method: 'POST', url: (f, t) => `/api/v1/revisions/${revisionOf(f, t)}/items/999999/replies/`, body: () => ({ text: 'Hello?' }), targeted: true, expected: { admin: 404, staff: 404, editorAssigned: 404, editorOther: 404, photographer: 403, company: 404, client: 404 } },
  // Versions: staff any file; the request's editor the files it names only; clients and photographers never.
  { name: 'upload a new version of a pinned file', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.pinned.id}/versions/`, body: () => versionBody, contentType: `multipart/form-data; boundary=${boundary}`, targeted: true, expected: revisionWork(201) },
  { name: 'upload a new version of a file no request names', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.untouched.id}/versions/`, body: () => versionBody, contentType: `multipart/form-data; boundary=${boundary}`, targeted: true, expected: { ...revisionWork(201), editorAssigned: 404 } },
  { name: 'list the versions of a pinned file', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.pinned.id}/versions/`, targeted: true, expected: revisionWork(200) },
  { name: 'list the versions of a file no request names', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.untouched.id}/versions/`, targeted: true, expected: { ...revisionWork(200), editorAssigned: 404 } },
  { name: 'restore an earlier version', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.pinned.id}/versions/1/restore/`, targeted: true, expected: manage(200) },
  // The completed shoot's other calls: its editor reaches the named file only, as the revision's; nothing else changes.
  { name: 'list the files of a completed shoot under revision', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/`, targeted: true, expected: doneFiles(200, 200, 200) },
  // Which file, and which variant (an unpaid client's original), are read from the path and query after the project's check.
  { name: 'serve the pinned file of a completed shoot', decidedByBody: true, method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/serve/${of(f, t).done.pinned.id}/`, targeted: true, expected: doneFiles(200, 403, 200) },
  { name: "serve the pinned file's thumbnail (none made yet)", absent: true, method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/serve/pinned.jpg/?variant=thumbnail`, targeted: true, expected: doneFiles(404, 404, 404) },
  { name: 'serve a file no request names', decidedByBody: true, method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/serve/untouched.jpg/`, targeted: true, expected: doneFiles(200, 403, 404) },
  { name: 'delete the pinned file of a completed shoot', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.pinned.id}/`, targeted: true, expected: doneFiles(200, 403, 403) },
  { name: 'delete a file no request names', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/files/${of(f, t).done.untouched.id}/`, targeted: true, expected: doneFiles(200, 403, 403) },
  { name: 'upload to a completed shoot under revision', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/`, body: () => uploadBody, contentType: `multipart/form-data; boundary=${boundary}`, targeted: true, expected: doneFiles(200, 403, 403) },
  { name: 'create a folder in a completed shoot under revision', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/folders/`, body: () => ({ folder_name: 'Edits' }), targeted: true, expected: doneFiles(201, 403, 403) },
  { name: 'ZIP a completed shoot under revision', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/download_folder_zip/`, body: () => ({}), targeted: true, expected: doneFiles(200, 403, 403) },
  { name: 'read a completed shoot under revision', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/`, targeted: true, expected: { ...doneFiles(200, 200, 403), photographer: 404 } },
  { name: 'change a completed shoot under revision', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).done.project.id}/`, body: () => ({ projectStatus: 'review' }), targeted: true, expected: manage(200) },
  { name: 'read the invoice of a completed shoot under revision', method: 'GET', url: (f, t) => `/api/v1/invoices/${of(f, t).done.invoice.id}/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, photographer: 403, company: ownOnly, client: ownOnly } },

  { name: 'list photographers', method: 'GET', url: () => '/api/v1/users/?role=photographer', targeted: false, expected: manage(200) },
  { name: 'add a photographer', decidedByBody: true, method: 'POST', url: () => '/api/v1/users/', body: () => ({ username: 'New Shooter', email: 'new.shooter@example.test', password: 'password1', role: 'photographer' }), targeted: false, expected: { ...manage(403), admin: 201 } },

  // Orders: a client books and changes its own company's shoots; staff cancel any.
  { name: 'list the services a client may order', method: 'GET', url: () => '/api/v1/orders/services/', targeted: false, expected: clientOnly(200) },
  { name: 'book a shoot', method: 'POST', url: () => '/api/v1/orders/', body: (f) => orderBody(f), targeted: false, expected: clientOnly(201) },
  { name: 'cancel a shoot', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/cancel/`, body: () => ({ reason: 'Listing withdrawn' }), targeted: true, expected: { ...manage(200), company: ownOnly, client: ownOnly } },
  {
    name: 'ask to move a shoot',
    method: 'POST',
    url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/reschedule/`,
    body: () => ({ preferred_windows: [{ start: '2026-12-02T09:00', end: '2026-12-02T12:00' }] }),
    targeted: true,
    expected: { ...manage(403), admin: 403, staff: 403, company: ownOnly, client: ownOnly },
  },

  // The calendar and bookings.
  { name: 'the calendar', method: 'GET', url: () => '/api/v1/calendar/?from=2026-11-01&to=2026-12-01', targeted: false, expected: calendarRead(200), visibleProjects: calendarVisible },
  { name: "one photographer's calendar", method: 'GET', url: (f) => `/api/v1/calendar/?from=2026-11-01&to=2026-12-01&photographer_id=${f.accounts.photographer.id}`, targeted: false, expected: calendarRead(200), visibleProjects: (f, role) => calendarVisible(f, role).filter((id) => id === f.own.project.id) },
  { name: 'the scheduling settings', method: 'GET', url: () => '/api/v1/calendar/settings/', targeted: false, expected: { ...calendarRead(200), editorAssigned: 200, editorOther: 200 } },
  { name: 'orders waiting for a time', method: 'GET', url: () => '/api/v1/calendar/unscheduled/', targeted: false, expected: manage(200), visibleProjects: (f, role) => (role === 'admin' || role === 'staff' ? [f.ownDraft.project.id] : []) },
  { name: 'book a time and a photographer', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/schedule/`, body: (f) => ({ start: '2026-11-27T10:00', photographer_id: f.accounts.photographer.id }), targeted: true, expected: manage(200) },
  { name: 'check a time', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/schedule/check/`, body: (f) => ({ start: '2026-11-27T10:00', photographer_id: f.accounts.photographer.id }), targeted: true, expected: manage(200) },
  { name: 'release a booked time', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/schedule/`, targeted: true, expected: manage(200) },

  // Feeds: staff any, a photographer their own, a client its company's.
  { name: 'list calendar feeds', method: 'GET', url: () => '/api/v1/calendar/feeds/', targeted: false, expected: calendarRead(200) },
  {
    name: "a new photographer's feed",
    decidedByBody: true,
    method: 'POST',
    url: () => '/api/v1/calendar/feeds/',
    body: (f) => ({ photographer_id: f.accounts.photographer.id }),
    targeted: false,
    expected: { ...calendarRead(201), company: 403, client: 403 },
  },
  {
    name: "a new company's feed",
    decidedByBody: true,
    method: 'POST',
    url: () => '/api/v1/calendar/feeds/',
    body: (f, t) => ({ company_id: of(f, t).company.id }),
    targeted: true,
    expected: { ...calendarRead(201), photographer: 403, company: { own: 201, foreign: 404 }, client: { own: 201, foreign: 404 } },
  },
  { name: "revoke a company's feed", method: 'DELETE', url: (f) => `/api/v1/calendar/feeds/${f.feeds.company.id}/`, targeted: false, expected: { ...calendarRead(200), photographer: 404 } },
  { name: "revoke a photographer's feed", method: 'DELETE', url: (f) => `/api/v1/calendar/feeds/${f.feeds.photographer.id}/`, targeted: false, expected: { ...calendarRead(200), company: 404, client: 404 } },
  { name: 'revoke a feed that is not there', absent: true, method: 'DELETE', url: () => '/api/v1/calendar/feeds/999999/', targeted: false, expected: calendarRead(404) },

  // The property website: staff edit and publish; the shoot's client reads it and its views; ZIPs as the files' downloads.
  { name: "read a shoot's property website", method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/`, targeted: true, expected: listingRead },
  { name: 'edit the listing facts and tour', method: 'PUT', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/`, body: () => ({ bedrooms: 3, tour_url: 'https://kuula.co/share/1' }), targeted: true, expected: manage(200) },
  { name: 'publish a property website', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/publish/`, targeted: true, expected: manage(200) },
  { name: 'take a property website down', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/unpublish/`, targeted: true, expected: manage(200) },
  { name: "set a file's part on the site", method: 'PUT', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/${of(f, t).file.id}/media/`, body: () => ({ media_kind: 'floor_plan' }), targeted: true, expected: manage(200) },
  { name: "set a part for another project's file", absent: true, method: 'PUT', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/files/${of(f, t === 'own' ? 'foreign' : 'own').file.id}/media/`, body: () => ({ media_kind: 'photo' }), targeted: true, expected: manage(404) },
  { name: 'print-size ZIP', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/zip/`, body: () => ({ variant: 'print' }), targeted: true, expected: fileFetch },
  { name: 'MLS ZIP link', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/listing/zip-url/`, body: () => ({ variant: 'mls' }), targeted: true, expected: fileFetch },
];
