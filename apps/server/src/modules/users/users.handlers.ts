import type { UserOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { UsersService } from './users.service.ts';

export const usersHandlers = (users: UsersService): OperationHandlers<UserOperationName> => ({
  listUsers: async (request) => ({ success: true, ...(await users.list(actorOf(request), request.query)) }),
  createUser: async (request) => ({ success: true, message: 'User added successfully!', data: await users.create(actorOf(request), request.body) }),
  getUser: async (request) => ({ success: true, data: await users.get(actorOf(request), request.params.id) }),
  updateUser: async (request) => ({ success: true, message: 'User updated successfully!', data: await users.update(actorOf(request), request.params.id, request.body) }),
  assignUserRole: async (request) => ({ success: true, message: 'Role updated successfully!', data: await users.assignRole(actorOf(request), request.params.id, request.body) }),
  deleteUser: async (request) => {
    await users.remove(actorOf(request), request.params.id);
    return { success: true, message: 'User deleted successfully!' };
  },
});
