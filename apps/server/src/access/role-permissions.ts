import type { RoleName } from '@portal/contract';
import type { Actor, ActorRole } from './actor.ts';
import { actorRole } from './actor.ts';
import { can, type Permission, permissions } from './permissions.ts';

type Principal = Pick<Actor, 'type' | 'roleName'>;

/** The account type and role_name each role signs in with. */
export const rolePrincipals: Record<RoleName, Principal> = {
  admin: { type: 'admin', roleName: 'admin' },
  user: { type: 'user', roleName: 'user' },
  editor: { type: 'user', roleName: 'editor' },
  photographer: { type: 'user', roleName: 'photographer' },
  client: { type: 'company', roleName: 'client' },
  customer: { type: 'client', roleName: 'customer' },
};

/** Each permission in words; where the repositories narrow it for a role, that role's own words say how. */
const permissionWords: Record<Permission, { all: string } & Partial<Record<ActorRole, string>>> = {
  'session.read': { all: 'Sign in and see their own account' },
  'dashboard.read': { all: 'See the dashboard and the overview figures' },
  'companies.manage': { all: 'Add, change and delete client companies' },
  'companies.read': { all: 'See client companies', client: 'See their own company' },
  'categories.manage': { all: 'Manage project categories' },
  'services.manage': { all: 'Manage services and their prices' },
  'projects.read': {
    all: 'See every project',
    editor: 'See the projects assigned to them until they are completed',
    photographer: 'See the shoots they are booked for (address, access, contact, services) until they are completed',
    client: "See their company's projects",
  },
  'projects.manage': { all: 'Add, change and delete projects' },
  'invoices.read': { all: 'See invoices', client: "See their company's invoices once sent" },
  'invoices.manage': { all: 'Send invoices, mark them paid and record their expenses' },
  'invoices.pay': { all: 'Open an online card payment of an unpaid invoice', client: "Pay their company's invoices online by card" },
  'files.read': {
    all: 'See and download project files',
    editor: 'See and download the files of their assigned projects',
    photographer: 'See and download the files of their shoots',
    client: 'See the photos once the shoot is completed; download them once the invoice is paid',
  },
  'files.write': {
    all: 'Upload files, create folders and delete files',
    editor: 'Upload files, create folders and delete files on their assigned projects',
    photographer: 'Upload files, create folders and delete files on their shoots until completed',
  },
  'favourites.write': { all: 'Mark photos as favourites' },
  'orders.place': { all: 'Book shoots for their company and ask to move them before the cut-off' },
  'orders.cancel': { all: 'Cancel shoots', client: "Cancel their company's shoots before the cut-off" },
  'schedule.manage': { all: 'Book shoot times and photographers on the calendar' },
  'calendar.read': { all: 'See the shoot calendar and its feeds', photographer: 'See their own shoots on the calendar and in their feed', client: "See their company's shoots on the calendar and in its feed" },
  'listing.read': { all: "See a shoot's property website, its listing and page views", client: "See their shoots' property websites and page views" },
  'listing.manage': { all: 'Edit listings, choose what each file plays on the property website, publish and take sites down' },
  'users.manage': { all: 'Add, change and deactivate client contacts' },
  'staff.manage': { all: 'Add, change and deactivate staff and editor accounts' },
  'admins.manage': { all: 'Add, change and deactivate owner accounts' },
  'roles.manage': { all: 'See the roles and who holds them' },
  'subscriptions.manage': { all: 'Manage retainer plans and subscriptions' },
  'transactions.manage': { all: 'Keep the income and expense ledger' },
  'settings.manage': { all: 'Change the business profile, logo and settings' },
};

/** What a role may do, read off the permission table itself, so the list cannot drift from the rules. */
export function rolePermissions(role: RoleName) {
  const principal = rolePrincipals[role];
  const kind = actorRole(principal);
  return permissions
    .filter((permission) => can(principal, permission))
    .map((permission) => ({ permission, description: permissionWords[permission][kind] ?? permissionWords[permission].all }));
}
