import { actorRole, type ActorRole, type Principal } from './roles.ts';

/**
 * Who may do what: the one table both the API (which enforces it on every call) and the web app
 * (which only mirrors it, to hide what a role may not use) read.
 * Row-level scoping (a client's own company, an editor's assigned projects) is done by the
 * repositories with the actor; this table decides whether the action is open to the role at all.
 */
const permissionTable = {
  'session.read': ['owner', 'staff', 'editor', 'photographer', 'client'],
  'dashboard.read': ['owner', 'staff'],
  'companies.manage': ['owner', 'staff'],
  // Clients read their own company only; the service answers 404 for any other id.
  'companies.read': ['owner', 'staff', 'client'],
  'categories.manage': ['owner', 'staff'],
  'services.manage': ['owner', 'staff'],
  // Editors read their assigned open projects, photographers the open shoots they are booked for.
  'projects.read': ['owner', 'staff', 'editor', 'photographer', 'client'],
  'projects.manage': ['owner', 'staff'],
  'invoices.read': ['owner', 'staff', 'client'],
  'invoices.manage': ['owner', 'staff'],
  // Pay online: the invoice's own client, and staff (for the client); the target read scopes the invoice.
  'invoices.pay': ['owner', 'staff', 'client'],
  'files.read': ['owner', 'staff', 'editor', 'photographer', 'client'],
  'files.write': ['owner', 'staff', 'editor', 'photographer'],
  'favourites.write': ['client'],
  // A client books shoots for its own company and asks to move them (before the cut-off).
  'orders.place': ['client'],
  // Cancelling: a client its own company's order before the cut-off; staff any order.
  'orders.cancel': ['owner', 'staff', 'client'],
  // Booking a time and a photographer, the unscheduled list.
  'schedule.manage': ['owner', 'staff'],
  // The calendar and its feeds: staff every shoot, a photographer their own, a client its company's.
  'calendar.read': ['owner', 'staff', 'photographer', 'client'],
  // A shoot's property website: staff edit and publish it; the shoot's client sees it and its views.
  'listing.read': ['owner', 'staff', 'client'],
  'listing.manage': ['owner', 'staff'],
  'users.manage': ['owner', 'staff'],
  'staff.manage': ['owner'],
  'admins.manage': ['owner'],
  'roles.manage': ['owner'],
  'subscriptions.manage': ['owner'],
  'transactions.manage': ['owner'],
  'settings.manage': ['owner'],
} as const satisfies Record<string, readonly ActorRole[]>;

export type Permission = keyof typeof permissionTable;

/** Every permission the table declares, in its order. */
export const permissions = Object.keys(permissionTable) as Permission[];

export function can(principal: Principal, permission: Permission): boolean {
  return (permissionTable[permission] as readonly ActorRole[]).includes(actorRole(principal));
}
