import type { HealthOperationName } from '@portal/contract';
import { can } from '../../access/permissions.ts';
import type { Database } from '../../db/client.ts';
import type { OperationHandlers } from '../../http/register-operations.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { tokenFromHeader } from '../auth/token-secret.ts';
import { createHealthProbe } from './health-probe.ts';

export interface HealthDeps {
  database: Pick<Database, 'kind' | 'ping'>;
  store: Pick<FileStore, 'kind' | 'check'>;
  version: string;
  auth: Pick<AuthService, 'authenticate'>;
  clock?: () => Date;
}

/**
 * 200 ok or 503 degraded for anyone (load balancers take the instance out on 503); the owner's
 * token adds each component's state, the version and the uptime. Any other token, valid or not,
 * gets the public answer.
 */
export const healthHandlers = ({ database, store, version, auth, clock }: HealthDeps): OperationHandlers<HealthOperationName> => {
  const probe = createHealthProbe({ database, store, clock });

  async function ownerAsks(authorization: string | undefined) {
    const token = tokenFromHeader(authorization);
    if (!token) return false;
    const actor = await auth.authenticate(token).catch(() => undefined);
    return actor !== undefined && can(actor, 'settings.manage');
  }

  return {
    getHealth: async (request, reply) => {
      const { db, storage } = await probe.run();
      const healthy = db.status === 'ok' && storage.status === 'ok';
      const summary = { success: healthy, status: healthy ? ('ok' as const) : ('degraded' as const) };
      reply.status(healthy ? 200 : 503);
      if (!(await ownerAsks(request.headers.authorization))) return reply.send(summary);
      return reply.send({
        ...summary,
        database: { kind: database.kind, ...db },
        storage: { kind: store.kind, ...storage },
        uptime_seconds: Math.round(process.uptime()),
        version,
      });
    },
  };
};
