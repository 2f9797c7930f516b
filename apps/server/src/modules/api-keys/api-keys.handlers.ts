import type { ApiKeyOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** The owner's API keys (Settings, API keys tab). */
export const apiKeysHandlers = (keys: ApiKeysService): OperationHandlers<ApiKeyOperationName> => ({
  listApiKeys: async (request) => ({ success: true, data: await keys.list(actorOf(request)) }),
  createApiKey: async (request) => ({
    success: true,
    message: 'API key created. Copy it now: it will not be shown again.',
    data: await keys.create(actorOf(request), request.body),
  }),
  revokeApiKey: async (request) => ({ success: true, message: 'API key revoked.', data: await keys.revoke(actorOf(request), request.params.id) }),
});
