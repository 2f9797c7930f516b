import type { AccountType, SessionEntity } from '@portal/contract';
import { accountTypes } from '@portal/contract/auth-messages';

/** The session as the browser keeps it, under the first version's sessionStorage keys. */
export interface Session {
  token: string;
  type: AccountType;
  id: number;
  username: string;
  email: string;
  roleId: number;
  roleName: string;
}

const keys = {
  token: 'token',
  type: 'type',
  id: 'userId',
  username: 'username',
  email: 'userEmail',
  roleId: 'userRoleId',
  roleName: 'userRoleName',
} as const;
const logoutMessageKey = 'logoutMessage';

export function readSession(storage: Storage = sessionStorage): Session | null {
  const token = storage.getItem(keys.token);
  const type = storage.getItem(keys.type);
  if (!token || !type || !(accountTypes as readonly string[]).includes(type)) return null;
  return {
    token,
    type: type as AccountType,
    id: Number(storage.getItem(keys.id) ?? 0),
    username: storage.getItem(keys.username) ?? '',
    email: storage.getItem(keys.email) ?? '',
    roleId: Number(storage.getItem(keys.roleId) ?? 1),
    roleName: storage.getItem(keys.roleName) ?? '',
  };
}

export function writeSession(token: string, entity: SessionEntity, storage: Storage = sessionStorage) {
  forgetLogoutMessage(storage);
  storage.setItem(keys.token, token);
  storage.setItem(keys.type, entity.type);
  storage.setItem(keys.id, String(entity.id));
  storage.setItem(keys.username, entity.username);
  storage.setItem(keys.email, entity.email);
  storage.setItem(keys.roleId, String(entity.role_id));
  storage.setItem(keys.roleName, entity.role_name);
}

/** Logout clears all session storage; a message may be kept for the login page. */
export function clearSession(logoutMessage?: string, storage: Storage = sessionStorage) {
  storage.clear();
  if (logoutMessage) storage.setItem(logoutMessageKey, logoutMessage);
}

/** Whether the last logout left a message: this tab was just signed out and stays so. */
export const hasLogoutMessage = (storage: Storage = sessionStorage) => storage.getItem(logoutMessageKey) !== null;

/**
 * The message left by the last logout. Reading it changes nothing, so a render React throws away
 * (one that suspended) and the one it commits both find it. It stays until the next sign-in
 * (writeSession) or until the sign-in form is used (forgetLogoutMessage).
 */
export const logoutMessage = (storage: Storage = sessionStorage): string | null => storage.getItem(logoutMessageKey);

/** The sign-in form was used: the last logout's message has been read. */
export const forgetLogoutMessage = (storage: Storage = sessionStorage) => storage.removeItem(logoutMessageKey);
