import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createCompany, createUser } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/users/';
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const newAccount = (role: string, companyId?: number) => ({ username: `n-${role}`, email: `n-${role}@studio.test`, password: 'long-enough-1', role, company_id: companyId });

describe('POST /api/v1/users/{id}/role/', () => {
  it('changes the role, the type and the company with it', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const company = await createCompany(ctx.database.db);
    const person = await createUser(ctx.database.db, 'client');
    const toEditor = await ctx.app.inject({ method: 'POST', url: `${url}${person.id}/role/`, headers, payload: { role: 'editor' } });
    expect(toEditor.statusCode).toBe(200);
    expect(toEditor.json()).toMatchObject({ success: true, message: 'Role updated successfully!', data: { role_name: 'editor', type: 'user', company_id: null } });

    const noCompany = await ctx.app.inject({ method: 'POST', url: `${url}${person.id}/role/`, headers, payload: { role: 'customer' } });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors[0].field).toBe('company_id');
    expect(await userRow(person.id)).toMatchObject({ type: 'user', companyId: null });

    const back = await ctx.app.inject({ method: 'POST', url: `${url}${person.id}/role/`, headers, payload: { role: 'customer', company_id: company.id } });
    expect(back.json().data).toMatchObject({ role_name: 'customer', type: 'client', company_id: company.id });
    const admin = await ctx.app.inject({ method: 'POST', url: `${url}${person.id}/role/`, headers, payload: { role: 'admin' } });
    expect(admin.json().data).toMatchObject({ role_name: 'admin', type: 'admin', company_id: null });

    for (const payload of [{}, { role: 'client' }, { role: 'boss' }, { role: 7 }, { role: 'customer', company_id: 'x' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${url}${person.id}/role/`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await userRow(person.id)).type).toBe('admin');
  });

  it('keeps at least one active admin', async () => {
    const { headers, account } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const demote = await ctx.app.inject({ method: 'POST', url: `${url}${account.id}/role/`, headers, payload: { role: 'user' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('last active admin');
    const second = await createUser(ctx.database.db, 'admin');
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${second.id}/role/`, headers, payload: { role: 'editor' } })).statusCode).toBe(200);
    expect((await userRow(account.id)).type).toBe('admin');
  });
});

describe('who may manage which accounts', () => {
  it('lets staff read every account, list editors and manage client persons', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const admin = await createUser(ctx.database.db, 'admin');
    const editor = await createUser(ctx.database.db, 'editor', { username: 'Eddie' });
    const company = await createCompany(ctx.database.db);
    const otherCompany = await createCompany(ctx.database.db);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${admin.id}/`, headers })).statusCode).toBe(200);
    const editors = await ctx.app.inject({ method: 'GET', url: `${url}?role=editor`, headers });
    expect(editors.json().data.map((u: { id: number }) => u.id)).toEqual([editor.id]);

    const created = await ctx.app.inject({ method: 'POST', url, headers, payload: newAccount('customer', company.id) });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { username: 'Renamed customer', password: 'another-pass-1' } })).statusCode).toBe(200);
    const moved = await ctx.app.inject({ method: 'POST', url: `${url}${id}/role/`, headers, payload: { role: 'customer', company_id: otherCompany.id } });
    expect(moved.json().data).toMatchObject({ role_name: 'customer', company_id: otherCompany.id });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers })).statusCode).toBe(200);
  });

  it('keeps staff and editor accounts, and granting their roles, to the owner', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'staff');
    const colleague = await createUser(ctx.database.db, 'staff', { username: 'Colleague' });
    const editor = await createUser(ctx.database.db, 'editor', { username: 'Editor' });
    const customer = await createUser(ctx.database.db, 'client', { username: 'Customer' });
    const before = await ctx.database.db.select().from(users);
    const refused = async (method: 'POST' | 'DELETE', path: string, payload?: object) => {
      const res = await ctx.app.inject({ method, url: path, headers: staff.headers, ...(payload && { payload }) });
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(403);
      expect(res.json().message).toContain('Only the owner');
    };
    for (const role of ['user', 'editor']) {
      await refused('POST', url, newAccount(role));
      await refused('POST', url, { ...newAccount(role), role: undefined, type: 'user' });
      await refused('POST', `${url}${customer.id}/role/`, { role });
      await refused('POST', `${url}${customer.id}/`, { role });
    }
    for (const target of [colleague, editor, { id: staff.account.id }]) {
      await refused('POST', `${url}${target.id}/`, { username: 'Hacked' });
      await refused('POST', `${url}${target.id}/`, { password: 'hacked-password' });
      await refused('POST', `${url}${target.id}/role/`, { role: 'customer', company_id: customer.companyId });
      await refused('POST', `${url}${target.id}/role/`, { role: 'editor' });
      await refused('DELETE', `${url}${target.id}/`);
    }
    expect(await ctx.database.db.select().from(users)).toEqual(before);

    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const added = await ctx.app.inject({ method: 'POST', url, headers, payload: newAccount('editor') });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { password: 'owner-set-pass' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/role/`, headers, payload: { role: 'user' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${customer.id}/role/`, headers, payload: { role: 'editor' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${editor.id}/`, headers })).statusCode).toBe(200);
  });

  it('keeps admin accounts and the admin role to the owner', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const admin = await createUser(ctx.database.db, 'admin', { username: 'Owner' });
    const editor = await createUser(ctx.database.db, 'editor', { username: 'Editor' });
    const customer = await createUser(ctx.database.db, 'client', { username: 'Customer' });
    const before = await ctx.database.db.select().from(users);
    const create = await ctx.app.inject({ method: 'POST', url, headers, payload: newAccount('admin') });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toContain('Only the owner');
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${admin.id}/`, headers, payload: { username: 'Hacked' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${admin.id}/`, headers, payload: { password: 'hacked-password' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${admin.id}/role/`, headers, payload: { role: 'editor' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${admin.id}/`, headers })).statusCode).toBe(403);
    for (const target of [editor, customer]) {
      expect((await ctx.app.inject({ method: 'POST', url: `${url}${target.id}/role/`, headers, payload: { role: 'admin' } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: `${url}${target.id}/`, headers, payload: { role: 'admin' } })).statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(users)).toEqual(before);
  });

  it('closes user management to editors and clients', async () => {
    const target = await createUser(ctx.database.db, 'client');
    for (const kind of ['editor', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      const before = await ctx.database.db.select().from(users);
      const calls = [
        { method: 'GET', url },
        { method: 'GET', url: `${url}?role=editor` },
        { method: 'POST', url, payload: newAccount('customer', target.companyId!) },
        { method: 'GET', url: `${url}${target.id}/` },
        { method: 'POST', url: `${url}${target.id}/`, payload: { username: 'x' } },
        { method: 'POST', url: `${url}${target.id}/role/`, payload: { role: 'admin' } },
        { method: 'DELETE', url: `${url}${target.id}/` },
        { method: 'GET', url: '/api/v1/dashboard/' },
      ] as const;
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers });
        expect(res.statusCode, `${kind} ${call.method} ${call.url}`).toBe(403);
      }
      expect(await ctx.database.db.select().from(users)).toEqual(before);
    }
  });
});
