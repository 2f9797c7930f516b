import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { roleSummary } from '../roles.ts';
import { defineSchemas } from './define.ts';
import type { roleRoutes } from './routes/roles.ts';

export const roleSchemas = defineSchemas<typeof roleRoutes>()({
  listRoles: {
    tag: 'users',
    summary: 'Each role, what it may do (read off the access rules) and who holds it',
    responses: { 200: dataResponse(z.array(roleSummary)) },
    errors: [401, 403],
  },
});
