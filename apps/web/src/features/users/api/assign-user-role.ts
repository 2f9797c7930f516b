import type { AssignRoleInput, user } from '@portal/contract';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';

/** POST /api/v1/users/{id}/role/: the role call of spec section 7; a customer also names its company. */
export const assignUserRole = ({ id, input }: { id: number; input: AssignRoleInput }) =>
  apiFetch<DataAnswer<typeof user>>(`/api/v1/users/${id}/role/`, { method: 'POST', body: input });
