import { defineRoutes } from '../define.ts';

const manage = { permission: 'services.manage' } as const;
const manageOne = { permission: 'services.manage', target: 'service' } as const;

export const serviceRoutes = defineRoutes({
  listServices: { method: 'GET', path: '/api/v1/services/', access: manage },
  createService: { method: 'POST', path: '/api/v1/services/', access: manage },
  getService: { method: 'GET', path: '/api/v1/services/:id/', access: manageOne },
  updateService: { method: 'POST', path: '/api/v1/services/:id/', access: manageOne },
  deleteService: { method: 'DELETE', path: '/api/v1/services/:id/', access: manageOne },
});
export type ServiceOperationName = keyof typeof serviceRoutes;
