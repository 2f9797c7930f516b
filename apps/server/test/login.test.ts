import { authMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, testPassword } from './factories.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

function login(path: string, email: string, password = testPassword, remoteAddress = '10.0.0.1') {
  return ctx.app.inject({ method: 'POST', url: path, payload: { email, password }, remoteAddress });
}

const portals = { any: '/api/login/', admin: '/api/login/user/', client: '/api/login/company/' } as const;

describe('the right portal signs each kind of account in', () => {
  it('signs the owner in on the admin login with the spec entity', async () => {
    const admin = await createUser(ctx.database.db, 'admin');
    const res = await login(portals.admin, admin.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.entity).toEqual({
      id: admin.id,
      type: 'admin',
      username: admin.username,
      email: admin.email,
      role_id: admin.roleId,
      role_name: 'admin',
    });
  });

  it('signs staff and editors in on the admin login', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const editor = await createUser(ctx.database.db, 'editor');
    expect((await login(portals.admin, staff.email)).json().entity).toMatchObject({ type: 'user', role_name: 'user' });
    expect((await login(portals.admin, editor.email)).json().entity).toMatchObject({ type: 'user', role_name: 'editor' });
  });

  it('signs a company in on the client login as type company, role client', async () => {
    const company = await createCompany(ctx.database.db);
    const res = await login(portals.client, company.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toMatchObject({ id: company.id, type: 'company', role_name: 'client', username: company.companyName });
  });

  it('signs a client person in on the client login as type client, role customer', async () => {
    const person = await createUser(ctx.database.db, 'client');
    const res = await login(portals.client, person.email);
    expect(res.json().entity).toMatchObject({ id: person.id, type: 'client', role_name: 'customer' });
  });

  it('accepts every kind of account on the generic login', async () => {
    const admin = await createUser(ctx.database.db, 'admin');
    const company = await createCompany(ctx.database.db);
    expect((await login(portals.any, admin.email)).json().entity.type).toBe('admin');
    expect((await login(portals.any, company.email)).json().entity.type).toBe('company');
  });

  it('compares e-mails without case', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    expect((await login(portals.admin, staff.email.toUpperCase())).statusCode).toBe(200);
  });
});

describe('the wrong portal refuses and issues no token', () => {
  it('refuses staff on the client login', async () => {
    const admin = await createUser(ctx.database.db, 'admin');
    const res = await login(portals.client, admin.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'WRONG_PORTAL', message: authMessages.clientsOnly });
  });

  it('refuses companies and client persons on the admin login', async () => {
    const company = await createCompany(ctx.database.db);
    const person = await createUser(ctx.database.db, 'client');
    for (const email of [company.email, person.email]) {
      const res = await login(portals.admin, email);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(authMessages.adminsOnly);
      expect(res.json().token).toBeUndefined();
    }
  });
});

describe('wrong credentials', () => {
  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const wrongPassword = await login(portals.admin, staff.email, 'not the password');
    const unknown = await login(portals.admin, 'nobody@example.test');
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: authMessages.invalidCredentials });
    }
  });

  it('names the field when the body is invalid', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: portals.admin, payload: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'email' }] });
    const missing = await ctx.app.inject({ method: 'POST', url: portals.admin, payload: { email: 'a@b.test' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('password');
  });

  it('refuses a deactivated account as wrong credentials', async () => {
    const staff = await createUser(ctx.database.db, 'staff', { isActive: false });
    expect((await login(portals.admin, staff.email)).statusCode).toBe(401);
  });
});

describe('failed logins are rate limited', () => {
  it('locks an e-mail after 10 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    for (let i = 0; i < 10; i++) {
      expect((await login(portals.admin, staff.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(portals.admin, staff.email, testPassword, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', message: authMessages.tooManyAttempts });
    ctx.clock.advance(16 * 60_000);
    expect((await login(portals.admin, staff.email, testPassword, '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks an address after 50 failures across e-mails', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    for (let i = 0; i < 50; i++) await login(portals.admin, `guess${i}@example.test`, 'wrong', '10.9.9.9');
    expect((await login(portals.admin, staff.email, testPassword, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(portals.admin, staff.email, testPassword, '10.9.9.10')).statusCode).toBe(200);
  });

  it('forgets an e-mail\'s failures after a successful login', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    for (let i = 0; i < 9; i++) await login(portals.admin, staff.email, 'wrong');
    expect((await login(portals.admin, staff.email)).statusCode).toBe(200);
    expect((await login(portals.admin, staff.email, 'wrong')).statusCode).toBe(401);
    expect((await login(portals.admin, staff.email)).statusCode).toBe(200);
  });
});
