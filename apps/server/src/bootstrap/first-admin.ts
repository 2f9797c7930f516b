import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { AccountsService } from '../modules/users/accounts.service.ts';

export const embeddedAdminEmail = 'admin@portal.local';

/**
 * Creates the first owner when no active admin exists: from PORTAL_ADMIN_EMAIL/PASSWORD, or in
 * embedded mode admin@portal.local with a random password that is printed once.
 */
export async function ensureFirstAdmin(config: Config, accounts: AccountsService, print: (line: string) => void) {
  if (await accounts.activeAdminExists()) return undefined;
  if (config.adminEmail && config.adminPassword) {
    await accounts.createAdmin({ email: config.adminEmail, password: config.adminPassword });
    print(`Created the first admin account ${config.adminEmail}.`);
    return config.adminEmail;
  }
  if (config.databaseUrl) {
    print('No admin account exists. Set PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD, or run: npm run portal -- create-admin <email>');
    return undefined;
  }
  const password = randomBytes(12).toString('base64url');
  await accounts.createAdmin({ email: embeddedAdminEmail, password, username: 'admin' });
  print('');
  print('  First admin account created (this password is shown only once):');
  print(`    e-mail:   ${embeddedAdminEmail}`);
  print(`    password: ${password}`);
  print('  Sign in at /admin/login, or reset it with: npm run portal -- reset-password admin@portal.local');
  print('');
  return embeddedAdminEmail;
}
