import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { assignRoleInput, createUserInput, updateUserInput, user, userList, userListQuery } from '../users.ts';
import { defineSchemas } from './define.ts';
import type { userRoutes } from './routes/users.ts';

const tag = 'users';
const errors = [400, 401, 403, 404, 409] as const;

export const userSchemas = defineSchemas<typeof userRoutes>()({
  listUsers: { tag, summary: 'List person accounts', query: userListQuery, responses: { 200: userList }, errors },
  createUser: { tag, summary: 'Add a user', body: createUserInput, responses: { 201: dataResponse(user) }, errors },
  getUser: { tag, summary: 'One user', params: idParam, responses: { 200: dataResponse(user) }, errors },
  updateUser: { tag, summary: 'Update a user', params: idParam, body: updateUserInput, responses: { 200: dataResponse(user) }, errors },
  assignUserRole: { tag, summary: "Change a user's role", params: idParam, body: assignRoleInput, responses: { 200: dataResponse(user) }, errors },
  deleteUser: { tag, summary: 'Delete (deactivate) a user', params: idParam, responses: { 200: messageResponse }, errors },
});
