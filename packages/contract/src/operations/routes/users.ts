import { defineRoutes } from '../define.ts';

const manage = { permission: 'users.manage' } as const;
const manageOne = { permission: 'users.manage', target: 'user' } as const;
// A deactivated account is read (and listed) but not changed.
const manageActive = { permission: 'users.manage', target: 'activeUser' } as const;

export const userRoutes = defineRoutes({
  listUsers: { method: 'GET', path: '/api/v1/users/', access: manage },
  createUser: { method: 'POST', path: '/api/v1/users/', access: manage },
  getUser: { method: 'GET', path: '/api/v1/users/:id/', access: manageOne },
  updateUser: { method: 'POST', path: '/api/v1/users/:id/', access: manageActive },
  assignUserRole: { method: 'POST', path: '/api/v1/users/:id/role/', access: manageActive },
  deleteUser: { method: 'DELETE', path: '/api/v1/users/:id/', access: manageActive },
});
export type UserOperationName = keyof typeof userRoutes;
