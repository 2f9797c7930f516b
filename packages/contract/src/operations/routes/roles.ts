import { defineRoutes } from '../define.ts';

export const roleRoutes = defineRoutes({
  listRoles: { method: 'GET', path: '/api/v1/roles/', access: { permission: 'roles.manage' } },
});
export type RoleOperationName = keyof typeof roleRoutes;
