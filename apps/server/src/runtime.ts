import { resolveSecretKey } from './bootstrap/secret-key.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedPlans } from './db/seed-plans.ts';
import { seedRoles } from './db/seed-roles.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAccountsService } from './modules/users/accounts.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createFileStore } from './storage/create-file-store.ts';

/** Opens what both the server and the CLI need: database (migrated, roles and plans seeded), store, secret. */
export async function openRuntime(config: Config) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, preparedReads: config.preparedReads });
  await database.exclusively(async () => {
    await seedRoles(database.db);
    await seedPlans(database.db);
  });
  const store = createFileStore(config);
  const secretKey = await resolveSecretKey(config.secretKey, config.dataDir);
  const auth = createAuthService({ repo: createAuthRepository(database.db), tokenTtlHours: config.tokenTtlHours });
  const accounts = createAccountsService({ users: createUsersRepository(database.db), auth });
  return { database, store, secretKey, accounts };
}

export type Runtime = Awaited<ReturnType<typeof openRuntime>>;
