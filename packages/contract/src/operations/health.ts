import { healthResponse } from '../health.ts';
import { defineSchemas } from './define.ts';
import type { healthRoutes } from './routes/health.ts';

export const healthSchemas = defineSchemas<typeof healthRoutes>()({
  // 503 (degraded) answers the same shape, so a load balancer reads one body either way.
  getHealth: { tag: 'health', summary: 'Ok or degraded; component details for the owner', responses: { 200: healthResponse, 503: healthResponse }, errors: [] },
});
