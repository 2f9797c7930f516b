/**
 * Fixed lists and the names people read for them, free of zod: the screens every signed-in page shows
 * (the app shell, the client's gallery) import them from `@portal/contract/labels` and so ship without
 * the schema library (the web's per-route JavaScript budget, docs/development.md).
 */

/** Role names. */
export const roleNames = ['admin', 'user', 'editor', 'photographer', 'client', 'customer'] as const;
export type RoleName = (typeof roleNames)[number];

/** The one set of names people read for the roles, whatever screen shows them; the API's values stay as they are. */
export const roleLabels: Record<RoleName, string> = {
  admin: 'Owner',
  user: 'Staff',
  editor: 'Editor',
  photographer: 'Photographer',
  client: 'Client company',
  customer: 'Client contact',
};

/** The name people read for a role_name; a role this portal does not know keeps its own value, capitalised. */
export function roleLabel(role: string): string {
  const key = role.toLowerCase();
  if (key in roleLabels) return roleLabels[key as RoleName];
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : 'Unknown';
}

/** Every status a project can have: the one list the API accepts and every screen offers, in this order. */
export const projectStatuses = ['pending', 'in progress', 'review', 'completed', 'on hold', 'cancelled'] as const;

export const revisionStatuses = ['open', 'in_progress', 'done'] as const;
export type RevisionStatus = (typeof revisionStatuses)[number];
export const revisionItemStatuses = ['open', 'fixed', 'reopened'] as const;
export type RevisionItemStatus = (typeof revisionItemStatuses)[number];

/** The longest note on a pin, and the longest reply. */
export const maxRevisionNoteLength = 2000;
