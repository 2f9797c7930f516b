import { z } from 'zod';

const componentState = z.object({ status: z.enum(['ok', 'error']), detail: z.string().optional() });

export const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: componentState.extend({ kind: z.enum(['pglite', 'postgres']) }),
  storage: componentState.extend({ kind: z.enum(['local', 's3']) }),
  uptime_seconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
