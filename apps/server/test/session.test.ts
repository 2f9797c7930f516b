import { authMessages } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, loginTokens, users } from '../src/db/schema/index.ts';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createAuthService } from '../src/modules/auth/auth.service.ts';
import { hashTokenSecret } from '../src/modules/auth/token-secret.ts';
import { createAccountsService } from '../src/modules/users/accounts.service.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';
import { createCompany, createUser, testPassword } from './factories.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

async function signIn(email: string, path = '/api/login/') {
  const res = await ctx.app.inject({ method: 'POST', url: path, payload: { email, password: testPassword } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: authorization ? { authorization } : {} });

describe('tokens', () => {
  it('accepts both the Token and the Bearer scheme', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const token = await signIn(staff.email);
    for (const header of [`Token ${token}`, `Bearer ${token}`]) {
      const res = await me(header);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: staff.id, type: 'user', role_name: 'user' });
    }
  });

  it('answers 401 Invalid token. for a missing, unknown or malformed token', async () => {
    for (const header of [undefined, 'Token not-a-real-token', 'Basic abc', 'Token']) {
      const res = await me(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_TOKEN', message: authMessages.invalidToken });
    }
  });

  it('stores only a hash of the token', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const token = await signIn(staff.email);
    const rows = await ctx.database.db.select().from(loginTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashTokenSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('expires after TOKEN_TTL_HOURS with Token expired.', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const token = await signIn(staff.email);
    ctx.clock.advance(11 * 3_600_000 + 59 * 60_000);
    expect((await me(`Token ${token}`)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const res = await me(`Token ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: authMessages.tokenExpired });
  });

  it('is refused by the wrong-portal login: no token row is written', async () => {
    const admin = await createUser(ctx.database.db, 'admin');
    await ctx.app.inject({ method: 'POST', url: '/api/login/company/', payload: { email: admin.email, password: testPassword } });
    expect(await ctx.database.db.select().from(loginTokens)).toHaveLength(0);
  });
});

describe('logout and revocation', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const first = await signIn(staff.email);
    const second = await signIn(staff.email);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${first}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await me(`Token ${first}`)).json().message).toBe(authMessages.invalidToken);
    expect((await me(`Token ${second}`)).statusCode).toBe(200);
  });

  it('ends a session when the account is deactivated', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const company = await createCompany(ctx.database.db);
    const staffToken = await signIn(staff.email);
    const companyToken = await signIn(company.email, '/api/login/company/');
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.id));
    await ctx.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect((await me(`Token ${staffToken}`)).statusCode).toBe(401);
    expect((await me(`Token ${companyToken}`)).statusCode).toBe(401);
  });

  it('ends a client person\'s session, and refuses their login, when their company is deactivated', async () => {
    const person = await createUser(ctx.database.db, 'client');
    const token = await signIn(person.email, '/api/login/company/');
    await ctx.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, person.companyId!));
    expect((await me(`Token ${token}`)).statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login/company/', payload: { email: person.email, password: testPassword } });
    expect(again.statusCode).toBe(401);
  });

  it('ends every session of an account when its password is reset', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const token = await signIn(staff.email);
    const auth = createAuthService({ repo: createAuthRepository(ctx.database.db), tokenTtlHours: 12, clock: ctx.clock.now });
    const accounts = createAccountsService({ users: createUsersRepository(ctx.database.db), auth, clock: ctx.clock.now });
    await accounts.resetPassword(staff.email, 'a brand new password');
    expect((await me(`Token ${token}`)).statusCode).toBe(401);
    const withNew = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: staff.email, password: 'a brand new password' } });
    expect(withNew.statusCode).toBe(200);
  });
});
