import { healthResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';

interface HealthDeps {
  database: Pick<Database, 'kind' | 'ping'>;
  store: FileStore;
  version: string;
}

async function probe(check: () => Promise<void>) {
  try {
    await check();
    return { status: 'ok' as const };
  } catch (error) {
    return { status: 'error' as const, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Reports database and storage state; 503 when either fails so load balancers take the instance out. */
export const healthRoutes = ({ database, store, version }: HealthDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/health/', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'Database and storage state', response: { 200: healthResponse, 503: healthResponse } },
    handler: async (_request, reply) => {
      const [db, storage] = await Promise.all([probe(database.ping), probe(store.check)]);
      const healthy = db.status === 'ok' && storage.status === 'ok';
      return reply.status(healthy ? 200 : 503).send({
        success: healthy,
        status: healthy ? 'ok' : 'degraded',
        database: { kind: database.kind, ...db },
        storage: { kind: store.kind, ...storage },
        uptime_seconds: Math.round(process.uptime()),
        version,
      });
    },
  });
};
