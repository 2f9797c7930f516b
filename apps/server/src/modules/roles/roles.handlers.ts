import type { RoleOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { RolesService } from './roles.service.ts';

export const rolesHandlers = (roles: RolesService): OperationHandlers<RoleOperationName> => ({
  listRoles: async (request) => ({ success: true, data: await roles.list(actorOf(request)) }),
});
