import type { AccessFixture, Role } from './access-fixture.ts';

type Target = 'own' | 'foreign';
/** An expected status, the same for both targets or one per target. */
type Expected = number | { own: number; foreign: number };

export interface AccessCase {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (f: AccessFixture, t: Target) => string;
  body?: (f: AccessFixture, t: Target) => unknown;
  /** Whether the call names a tenant's record (then it runs for own and foreign ids). */
  targeted: boolean;
  expected: Record<Role, Expected>;
  /** For lists: the project ids each role may see in the answer. */
  visibleProjects?: (f: AccessFixture, role: Role) => number[];
}

const manage = (ok: number): Record<Role, Expected> => ({ admin: ok, staff: ok, editorAssigned: 403, editorOther: 403, company: 403, client: 403 });
const ownOnly = { own: 200, foreign: 404 };
const projectRead: Record<Role, Expected> = { admin: 200, staff: 200, editorAssigned: ownOnly, editorOther: 404, company: ownOnly, client: ownOnly };
const projectsVisible = (f: AccessFixture, role: Role) =>
  ({ admin: [f.own.project.id, f.foreign.project.id], staff: [f.own.project.id, f.foreign.project.id], editorAssigned: [f.own.project.id], editorOther: [], company: [f.own.project.id], client: [f.own.project.id] })[role];

const companyBody = { companyName: 'Northside Realty', email: 'northside@example.test', phone: '0400 111 222', address: '1 North St', password: 'password1', confirm_password: 'password1' };
const of = (f: AccessFixture, t: Target) => f[t];

/** Every endpoint of the back office x every role x own and foreign ids (decisions sections 1 and 2). */
export const accessCases: AccessCase[] = [
  { name: 'who am I', method: 'GET', url: () => '/api/v1/me/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, company: 200, client: 200 } },
  { name: 'dashboard counts', method: 'GET', url: () => '/api/v1/dashboard/', targeted: false, expected: manage(200) },

  { name: 'list companies', method: 'GET', url: () => '/api/v1/companies/', targeted: false, expected: manage(200) },
  { name: 'read a company', method: 'GET', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, company: ownOnly, client: ownOnly } },
  { name: 'add a company', method: 'POST', url: () => '/api/v1/companies/', body: () => companyBody, targeted: false, expected: manage(201) },
  { name: 'update a company', method: 'POST', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, body: () => ({ address: '2 Moved St' }), targeted: true, expected: manage(200) },
  { name: 'delete a company with projects', method: 'DELETE', url: (f, t) => `/api/v1/companies/${of(f, t).company.id}/`, targeted: true, expected: manage(409) },

  { name: 'list categories', method: 'GET', url: () => '/api/v1/categories/', targeted: false, expected: manage(200) },
  { name: 'add a category', method: 'POST', url: () => '/api/v1/categories/', body: () => ({ name: 'Commercial', description: 'Offices' }), targeted: false, expected: manage(201) },
  { name: 'update a category', method: 'POST', url: (f) => `/api/v1/categories/${f.category.id}/`, body: () => ({ description: 'Houses' }), targeted: false, expected: manage(200) },
  { name: 'delete a category in use', method: 'DELETE', url: (f) => `/api/v1/categories/${f.category.id}/`, targeted: false, expected: manage(409) },

  { name: 'list services', method: 'GET', url: () => '/api/v1/services/', targeted: false, expected: manage(200) },
  { name: 'add a service', method: 'POST', url: () => '/api/v1/services/', body: () => ({ serviceName: 'Twilight', price: '250', gstRate: 'no-gst', description: 'Dusk shots' }), targeted: false, expected: manage(201) },
  { name: 'update a service', method: 'POST', url: (f) => `/api/v1/services/${f.service.id}/`, body: () => ({ price: 400 }), targeted: false, expected: manage(200) },
  { name: 'delete a service in use', method: 'DELETE', url: (f) => `/api/v1/services/${f.service.id}/`, targeted: false, expected: manage(409) },

  { name: 'list users', method: 'GET', url: () => '/api/v1/users/', targeted: false, expected: manage(200) },
  { name: 'add an editor', method: 'POST', url: () => '/api/v1/users/', body: () => ({ username: 'New Editor', email: 'new.editor@example.test', password: 'password1', role: 'editor' }), targeted: false, expected: manage(201) },
  { name: 'update a client person', method: 'POST', url: (f) => `/api/v1/users/${f.own.clientPerson.id}/`, body: () => ({ username: 'Renamed' }), targeted: false, expected: manage(200) },
  { name: 'change a role', method: 'POST', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/role/`, body: () => ({ role: 'user' }), targeted: false, expected: manage(200) },
  { name: 'deactivate a user', method: 'DELETE', url: (f) => `/api/v1/users/${f.accounts.editorOther.id}/`, targeted: false, expected: manage(200) },

  { name: 'list projects', method: 'GET', url: () => '/api/v1/projects/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 200, editorOther: 200, company: 200, client: 200 }, visibleProjects: projectsVisible },
  { name: 'read a project', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, targeted: true, expected: projectRead },
  { name: 'read a project timeline', method: 'GET', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/activity/`, targeted: true, expected: projectRead },
  { name: 'add a project', method: 'POST', url: () => '/api/v1/projects/', body: (f) => ({ projectName: 'New shoot', company_id: f.own.company.id, category_id: f.category.id, service_id: f.service.id, siteAddress: 'https://maps.example/2' }), targeted: false, expected: manage(201) },
  { name: 'change a project status', method: 'POST', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, body: () => ({ projectStatus: 'review' }), targeted: true, expected: manage(200) },
  { name: 'delete a project', method: 'DELETE', url: (f, t) => `/api/v1/projects/${of(f, t).project.id}/`, targeted: true, expected: manage(200) },

  { name: 'list invoices', method: 'GET', url: () => '/api/v1/invoices/', targeted: false, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, company: 200, client: 200 }, visibleProjects: (f, role) => projectsVisible(f, role) },
  { name: 'read an invoice', method: 'GET', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, targeted: true, expected: { admin: 200, staff: 200, editorAssigned: 403, editorOther: 403, company: ownOnly, client: ownOnly } },
  { name: 'mark an invoice paid', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, body: () => ({ status: 'paid' }), targeted: true, expected: manage(200) },
  { name: 'edit invoice expenses', method: 'POST', url: (f, t) => `/api/v1/invoices/${of(f, t).invoice.id}/`, body: () => ({ expense: ['Drone permit 1500'] }), targeted: true, expected: manage(200) },
  { name: 'generate an existing invoice', method: 'POST', url: () => '/api/v1/invoices/generate/', body: (f, t) => ({ projectId: of(f, t).project.id }), targeted: true, expected: manage(409) },
];
