import { z } from 'zod';

const componentState = z.object({ status: z.enum(['ok', 'error']), detail: z.string().optional() });

/** What anyone (a load balancer) learns: ok or not. */
export const publicHealthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
});
export type PublicHealthResponse = z.infer<typeof publicHealthResponse>;

/** What the owner learns: each component's state, the version and the uptime. */
export const healthDetailsResponse = publicHealthResponse.extend({
  database: componentState.extend({ kind: z.enum(['pglite', 'postgres']) }),
  storage: componentState.extend({ kind: z.enum(['local', 's3']) }),
  uptime_seconds: z.number(),
  version: z.string(),
});
export type HealthDetailsResponse = z.infer<typeof healthDetailsResponse>;

export const healthResponse = z.union([healthDetailsResponse, publicHealthResponse]);
export type HealthResponse = z.infer<typeof healthResponse>;
