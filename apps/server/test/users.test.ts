import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/users/';
const userCount = async () => (await ctx.database.db.select().from(users)).length;
const owner = () => signInAs(ctx.app, ctx.database.db, 'admin');

describe('users', () => {
  it('adds an account of each role, the type following the role, and never answers the password', async () => {
    const { headers } = await owner();
    const company = await createCompany(ctx.database.db, { companyName: 'Harbour' });
    const expected = { admin: 'admin', user: 'user', editor: 'user', customer: 'client' } as const;
    for (const [role, type] of Object.entries(expected)) {
      const payload = { username: `new ${role}`, email: `New.${role}@Studio.test`, password: 'long-enough-1', role, company_id: role === 'customer' ? company.id : undefined };
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'User added successfully!',
        data: { username: `new ${role}`, email: `new.${role}@studio.test`, type, role_name: role, is_active: true, company_id: role === 'customer' ? company.id : null },
      });
      expect(res.body).not.toMatch(/password|argon2/i);
      const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: `new.${role}@studio.test`, password: 'long-enough-1' } });
      expect(login.json().entity).toMatchObject({ type, role_name: role });
    }
    const customer = await ctx.app.inject({ method: 'GET', url: `${url}?role=customer`, headers });
    expect(customer.json().data[0]).toMatchObject({ company_id: company.id, company_name: 'Harbour' });
  });

  it("adds an account from the first version's body: the type without a role", async () => {
    const { headers } = await owner();
    const company = await createCompany(ctx.database.db);
    const post = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, headers, payload });
    const base = (name: string) => ({ username: name, email: `${name}@studio.test`, password: 'long-enough-1' });

    const staff = await post({ ...base('sam'), type: 'user' });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().data).toMatchObject({ type: 'user', role_name: 'user', company_id: null });
    const person = await post({ ...base('cleo'), type: 'client', company_id: company.id });
    expect(person.json().data).toMatchObject({ type: 'client', role_name: 'customer', company_id: company.id });
    // An explicit role wins when it goes with the type.
    const editor = await post({ ...base('eddie'), type: 'user', role: 'editor' });
    expect(editor.json().data).toMatchObject({ type: 'user', role_name: 'editor' });

    // Then the role call changes it.
    const promoted = await ctx.app.inject({ method: 'POST', url: `${url}${staff.json().data.id}/role/`, headers, payload: { role: 'editor' } });
    expect(promoted.json().data).toMatchObject({ type: 'user', role_name: 'editor' });
  });

  it('refuses a type that contradicts the role, or a client type without its company, naming the field', async () => {
    const { headers } = await owner();
    const company = await createCompany(ctx.database.db);
    const valid = { username: 'Pat', email: 'pat@studio.test', password: 'long-enough-1' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, type: 'client', role: 'editor', company_id: company.id }, 'role'],
      [{ ...valid, type: 'user', role: 'customer', company_id: company.id }, 'role'],
      [{ ...valid, type: 'admin', role: 'user' }, 'role'],
      [{ ...valid, type: 'client' }, 'company_id'],
      [{ ...valid, type: 'company' }, 'type'],
      [{ ...valid, type: 7 }, 'type'],
      [valid, 'role'],
    ];
    const before = await userCount();
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(payload)).toBe(field);
      expect(res.json().message).toContain(field);
    }
    expect(await userCount()).toBe(before);
  });

  it('lists person accounts with search, role filter, stat cards over active accounts and pages', async () => {
    const { headers, account } = await owner();
    await createUser(ctx.database.db, 'editor', { username: 'Eddie', email: 'eddie@studio.test' });
    await createUser(ctx.database.db, 'editor', { username: 'Gone', isActive: false });
    await createUser(ctx.database.db, 'client', { username: 'Cleo' });
    await createUser(ctx.database.db, 'staff', { username: 'Sam' });
    const all = await ctx.app.inject({ method: 'GET', url, headers });
    expect(all.json().stats).toEqual({ total: 4, admins: 1, editors: 1, customers: 1 });
    expect(all.json().data.map((u: { id: number }) => u.id)).toContain(account.id);
    expect(all.json().data.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['Cleo', 'Eddie', 'Sam']));
    expect(all.json().data).toHaveLength(4);
    const editors = await ctx.app.inject({ method: 'GET', url: `${url}?role=editor`, headers });
    expect(editors.json().data.map((u: { username: string }) => u.username)).toEqual(['Eddie']);
    const withInactive = await ctx.app.inject({ method: 'GET', url: `${url}?role=editor&include_inactive=true`, headers });
    expect(withInactive.json().data).toHaveLength(2);
    const search = await ctx.app.inject({ method: 'GET', url: `${url}?search=EDDIE@`, headers });
    expect(search.json().data.map((u: { username: string }) => u.username)).toEqual(['Eddie']);
    const page = await ctx.app.inject({ method: 'GET', url: `${url}?page=2&page_size=3`, headers });
    expect(page.json().pagination).toEqual({ page: 2, page_size: 3, total: 4 });
    for (const query of ['role=boss', 'include_inactive=maybe', 'page=0', `search=${'x'.repeat(300)}`]) {
      expect((await ctx.app.inject({ method: 'GET', url: `${url}?${query}`, headers })).statusCode, query).toBe(400);
    }
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const { headers } = await owner();
    const valid = { username: 'Pat', email: 'pat@studio.test', password: 'long-enough-1', role: 'editor' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, username: undefined }, 'username'],
      [{ ...valid, username: 'x'.repeat(100_000) }, 'username'],
      [{ ...valid, email: undefined }, 'email'],
      [{ ...valid, email: 42 }, 'email'],
      [{ ...valid, password: 'short' }, 'password'],
      [{ ...valid, password: 12345678 }, 'password'],
      [{ ...valid, role: undefined }, 'role'],
      [{ ...valid, role: 'superuser' }, 'role'],
      [{ ...valid, role: 'customer' }, 'company_id'],
      [{ ...valid, role: 'customer', company_id: 999 }, 'company_id'],
      [{ ...valid, role: 'customer', company_id: '1' }, 'company_id'],
    ];
    const before = await userCount();
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expect(res.json().message).toContain(field);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for an e-mail another person account has, whatever its case', async () => {
    const { headers } = await owner();
    const taken = await createUser(ctx.database.db, 'staff', { email: 'taken@studio.test' });
    const other = await createUser(ctx.database.db, 'editor');
    const before = await userCount();
    const dup = await ctx.app.inject({ method: 'POST', url, headers, payload: { username: 'x', email: 'TAKEN@studio.test', password: 'long-enough-1', role: 'editor' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('email');
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${other.id}/`, headers, payload: { email: 'Taken@Studio.test' } })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${taken.id}/`, headers, payload: { email: 'TAKEN@studio.test' } })).statusCode).toBe(200);
    expect(await userCount()).toBe(before);
  });

  it('updates a user; a new password ends their sessions', async () => {
    const { headers } = await owner();
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    const id = editor.account.id;
    const renamed = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { username: 'Edith' } });
    expect(renamed.json()).toMatchObject({ success: true, message: 'User updated successfully!', data: { username: 'Edith', role_name: 'editor' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: editor.headers })).statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { password: 'brand-new-pass' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: editor.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: editor.account.email, password: 'brand-new-pass' } });
    expect(login.statusCode).toBe(200);

    for (const payload of [{}, { unknown: 1 }, { role: 'boss' }, { username: '' }]) {
      expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload })).statusCode).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.username).toBe('Edith');
  });

  it('deletes by deactivating, keeping the history and ending the sessions', async () => {
    const { headers, account } = await owner();
    const client = await signInAs(ctx.app, ctx.database.db, 'client');
    const id = client.account.id;
    const res = await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers });
    expect(res.json()).toEqual({ success: true, message: 'User deleted successfully!' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isActive: false });
    expect(row!.deactivatedAt).toBeInstanceOf(Date);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/companies/${client.companyId}/`, headers: client.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().data.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers })).json().data.is_active).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers })).statusCode).toBe(404);

    const self = await ctx.app.inject({ method: 'DELETE', url: `${url}${account.id}/`, headers });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account.');
  });

  it('answers 404 for an unknown user', async () => {
    const { headers } = await owner();
    expect((await ctx.app.inject({ method: 'GET', url: `${url}999/`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}999/`, headers, payload: { username: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}999/role/`, headers, payload: { role: 'editor' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}999/`, headers })).statusCode).toBe(404);
  });
});
