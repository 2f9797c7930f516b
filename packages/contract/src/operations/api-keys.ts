import { z } from 'zod';
import { apiKey, createApiKeyInput, createdApiKey } from '../api-keys.ts';
import { dataResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { defineSchemas } from './define.ts';
import type { apiKeyRoutes } from './routes/api-keys.ts';

const tag = 'api-keys';
const errors = [400, 401, 403, 404] as const;

export const apiKeySchemas = defineSchemas<typeof apiKeyRoutes>()({
  listApiKeys: { tag, summary: 'List the API keys, newest first (never the keys themselves)', responses: { 200: dataResponse(z.array(apiKey)) }, errors },
  createApiKey: { tag, summary: 'Create an API key; the answer holds the full key, shown this once', body: createApiKeyInput, responses: { 201: dataResponse(createdApiKey) }, errors },
  revokeApiKey: { tag, summary: 'Revoke an API key: it stops signing in at once (revoking again changes nothing)', params: idParam, responses: { 200: dataResponse(apiKey) }, errors },
});
