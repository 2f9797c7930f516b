import type { AssignRoleInput } from '@portal/contract';
import { callApi } from '@/lib/api-call';

/** The role call: a customer also names its company. */
export const assignUserRole = ({ id, input }: { id: number; input: AssignRoleInput }) =>
  callApi('assignUserRole', { params: { id }, body: input });
