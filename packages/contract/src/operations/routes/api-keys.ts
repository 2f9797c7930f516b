import { defineRoutes } from '../define.ts';

const owner = { permission: 'settings.manage' } as const;

/** The owner's API keys (Settings, API keys tab): other programs call the API with them. */
export const apiKeyRoutes = defineRoutes({
  listApiKeys: { method: 'GET', path: '/api/v1/api-keys/', access: owner },
  createApiKey: { method: 'POST', path: '/api/v1/api-keys/', access: owner },
  revokeApiKey: { method: 'DELETE', path: '/api/v1/api-keys/:id/', access: owner },
});
export type ApiKeyOperationName = keyof typeof apiKeyRoutes;
