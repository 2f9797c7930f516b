import { defineRoutes } from '../define.ts';

export const healthRoutes = defineRoutes({
  // Load balancers call it without a token; the owner's token adds the details.
  getHealth: { method: 'GET', path: '/api/v1/health/', access: { public: true } },
});
export type HealthOperationName = keyof typeof healthRoutes;
