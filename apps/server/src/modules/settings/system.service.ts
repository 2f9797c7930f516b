import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Config } from '../../config.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { endpointsOf, type OpenApiPaths } from './api-endpoints.ts';
import { createConnectionTester } from './connection-test.ts';
import { redactorOf, systemInfoOf } from './system-info.ts';

interface Deps {
  config: Config;
  version: string;
  /** The database's `select 1` round trip. */
  ping: () => Promise<void>;
  store: FileStore;
  /** The API's own OpenAPI document (`app.swagger()`), read when asked so every route is in it. */
  openApi: () => OpenApiPaths;
}

/** The read-only half of Settings: connection and storage from the environment, Test Connection, the endpoint table. */
export function createSystemService({ config, version, ping, store, openApi }: Deps) {
  const info = systemInfoOf(config, version);
  const testConnection = createConnectionTester({ ping, store, redact: redactorOf(config) });
  return {
    info(actor: Actor) {
      requireAccess(actor, 'settings.manage');
      return info;
    },

    testConnection(actor: Actor) {
      requireAccess(actor, 'settings.manage');
      return testConnection();
    },

    endpoints(actor: Actor) {
      requireAccess(actor, 'settings.manage');
      return endpointsOf(openApi());
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
