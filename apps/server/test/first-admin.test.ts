import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin, embeddedAdminEmail } from '../src/bootstrap/first-admin.ts';
import { loadConfig } from '../src/config.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createAuthService } from '../src/modules/auth/auth.service.ts';
import { createAccountsService } from '../src/modules/users/accounts.service.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

function accounts() {
  const auth = createAuthService({ repo: createAuthRepository(ctx.database.db), tokenTtlHours: 12 });
  return createAccountsService({ users: createUsersRepository(ctx.database.db), auth });
}

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/user/', payload: { email, password } });

describe('the first admin', () => {
  it('is created in embedded mode with a random password printed once, and can sign in', async () => {
    const lines: string[] = [];
    await ensureFirstAdmin(loadConfig({}), accounts(), (line) => lines.push(line));
    const passwordLine = lines.find((line) => line.includes('password:'));
    const password = passwordLine?.split('password:')[1]?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await signIn(embeddedAdminEmail, password)).json().entity).toMatchObject({ type: 'admin', role_name: 'admin' });

    const again: string[] = [];
    await ensureFirstAdmin(loadConfig({}), accounts(), (line) => again.push(line));
    expect(again).toEqual([]);
  });

  it('comes from PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD when set', async () => {
    const config = loadConfig({ PORTAL_ADMIN_EMAIL: 'owner@example.test', PORTAL_ADMIN_PASSWORD: 'owner password 1' });
    await ensureFirstAdmin(config, accounts(), () => {});
    expect((await signIn('owner@example.test', 'owner password 1')).statusCode).toBe(200);
  });

  it('is not invented with a random password on a production database', async () => {
    const lines: string[] = [];
    const created = await ensureFirstAdmin(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x' }), accounts(), (l) => lines.push(l));
    expect(created).toBeUndefined();
    expect(lines.join('\n')).toContain('PORTAL_ADMIN_EMAIL');
  });

  it('refuses a duplicate e-mail and a short password with a named field', async () => {
    await accounts().createAdmin({ email: 'owner@example.test', password: 'long enough' });
    await expect(accounts().createAdmin({ email: 'OWNER@example.test', password: 'long enough' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(accounts().createAdmin({ email: 'b@example.test', password: 'short' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
