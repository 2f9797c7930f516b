import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, loginTokens, projects, users } from '../src/db/schema/index.ts';
import { createCompany, createUser, testPassword } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();
const url = '/api/v1/companies/';
const valid = {
  companyName: 'Coastal Realty',
  email: 'Office@Coastal.test',
  phone: '+61 2 9000 0000',
  address: '1 Beach Rd, Bondi',
  website: 'https://coastal.test',
  password: 'sunny-days-42',
  confirm_password: 'sunny-days-42',
};

async function staff() {
  return (await signInAs(ctx.app, ctx.database.db, 'staff')).headers;
}
const companyCount = async () => (await ctx.database.db.select().from(companies)).length;
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login/company/', payload: { email, password } });

describe('companies', () => {
  it('adds a company with a hashed password it can sign in with, and never answers the password', async () => {
    const headers = await staff();
    const created = await ctx.app.inject({ method: 'POST', url, headers, payload: valid });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Company added successfully!',
      data: { companyName: 'Coastal Realty', name: 'Coastal Realty', email: 'office@coastal.test', phone: valid.phone, mobile: valid.phone, is_active: true, project_count: 0, client_login_count: 0 },
    });
    expect(created.body).not.toMatch(/password|argon2/i);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, body.data.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login('OFFICE@coastal.test', valid.password)).statusCode).toBe(200);

    const aliases = await ctx.app.inject({
      method: 'POST', url, headers,
      payload: { ...valid, companyName: undefined, phone: undefined, name: 'Inland Homes', mobile: '0400 111 222', email: 'hi@inland.test', website: '' },
    });
    expect(aliases.json().data).toMatchObject({ companyName: 'Inland Homes', phone: '0400 111 222', website: null });
  });

  it('lists with search over name, email, phone and address, stat cards and pages', async () => {
    const headers = await staff();
    await createCompany(ctx.database.db, { companyName: 'Alpha', phone: '111', address: 'Kings Cross', website: 'https://a.test' });
    await createCompany(ctx.database.db, { companyName: 'Beta', phone: '222', isActive: false });
    await createCompany(ctx.database.db, { companyName: 'Gamma', email: 'sales@GAMMA.test' });
    const all = await ctx.app.inject({ method: 'GET', url, headers });
    expect(all.json().stats).toEqual({ total: 3, active: 2, with_website: 1, this_month: 3 });
    expect(all.json().data[0]).not.toHaveProperty('password');
    for (const [term, name] of [['kings', 'Alpha'], ['222', 'Beta'], ['gamma.TEST', 'Gamma'], ['beta', 'Beta']]) {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}?search=${term}`, headers });
      expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([name]);
    }
    const page = await ctx.app.inject({ method: 'GET', url: `${url}?page=2&page_size=2`, headers });
    expect(page.json().pagination).toEqual({ page: 2, page_size: 2, total: 3 });
    expect(page.json().data).toHaveLength(1);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const headers = await staff();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, companyName: undefined }, 'companyName'],
      [{ ...valid, email: undefined }, 'email'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, phone: undefined }, 'phone'],
      [{ ...valid, address: undefined }, 'address'],
      [{ ...valid, password: undefined }, 'password'],
      [{ ...valid, password: 'short', confirm_password: 'short' }, 'password'],
      [{ ...valid, confirm_password: 'something-else' }, 'confirm_password'],
      [{ ...valid, website: 'ftp://files.test' }, 'website'],
      [{ ...valid, companyName: 'x'.repeat(100_000) }, 'companyName'],
      [{ ...valid, address: 'x'.repeat(100_000) }, 'address'],
      [{ ...valid, companyName: 42 }, 'companyName'],
      [{ ...valid, is_active: 'yes' }, 'is_active'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(res.json().errors)).toBe(field);
    }
    const malformed = await ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"email"' });
    expect(malformed.statusCode).toBe(400);
    expect(await companyCount()).toBe(0);
  });

  it('answers 409 for an e-mail another company has, whatever its case', async () => {
    const headers = await staff();
    const other = await createCompany(ctx.database.db, { email: 'taken@agency.test' });
    const mine = await createCompany(ctx.database.db);
    const dup = await ctx.app.inject({ method: 'POST', url, headers, payload: { ...valid, email: 'TAKEN@agency.test' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('email');
    const moved = await ctx.app.inject({ method: 'POST', url: `${url}${mine.id}/`, headers, payload: { email: 'Taken@Agency.test' } });
    expect(moved.statusCode).toBe(409);
    expect(await companyCount()).toBe(2);
    // Its own address, in another case, is not a duplicate.
    const same = await ctx.app.inject({ method: 'POST', url: `${url}${other.id}/`, headers, payload: { email: 'TAKEN@agency.test' } });
    expect(same.statusCode).toBe(200);
  });

  it('updates without a password, and a new password or deactivation ends its sessions', async () => {
    const headers = await staff();
    const company = await signInAs(ctx.app, ctx.database.db, 'company');
    const id = company.account.id;
    const renamed = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { name: 'Renamed', mobile: '999' } });
    expect(renamed.json()).toMatchObject({ message: 'Company updated successfully!', data: { companyName: 'Renamed', phone: '999' } });
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers: company.headers })).statusCode).toBe(200);

    const mismatch = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { password: 'new-password-1', confirm_password: 'nope' } });
    expect(mismatch.statusCode).toBe(400);
    const changed = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { password: 'new-password-1', confirm_password: 'new-password-1' } });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers: company.headers })).statusCode).toBe(401);
    const again = await login(company.account.email, 'new-password-1');
    expect(again.statusCode).toBe(200);

    const off = await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { is_active: false } });
    expect(off.json().data.is_active).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${id}/`, headers: { authorization: `Token ${again.json().token}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { unknown: true } })).statusCode).toBe(400);
  });

  it("deactivating ends the company's and its client persons' sessions; reactivating does not bring them back", async () => {
    const headers = await staff();
    const company = await signInAs(ctx.app, ctx.database.db, 'company');
    const id = company.account.id;
    const person = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: id });
    const otherPerson = await signInAs(ctx.app, ctx.database.db, 'client');
    const me = (who: { headers: Record<string, string> }) => ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: who.headers });
    expect((await me(person)).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { is_active: false } })).statusCode).toBe(200);
    expect((await me(person)).statusCode).toBe(401);
    expect((await me(company)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}${id}/`, headers, payload: { is_active: true } })).statusCode).toBe(200);
    expect((await me(person)).statusCode).toBe(401);
    expect((await me(company)).statusCode).toBe(401);
    // Another company's person keeps their session; the person signs in again afresh.
    expect((await me(otherPerson)).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: person.account.email, password: testPassword } });
    expect(again.statusCode).toBe(200);
  });

  it('reactivating ends a session that raced the deactivation; saving an active company ends none', async () => {
    const headers = await staff();
    const company = await createCompany(ctx.database.db);
    const person = await signInAs(ctx.app, ctx.database.db, 'client', { companyId: company.id });
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: person.headers });
    const save = (payload: object) => ctx.app.inject({ method: 'POST', url: `${url}${company.id}/`, headers, payload });

    expect((await save({ is_active: true, address: '3 Same St' })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect((await save({ is_active: false })).statusCode).toBe(200);
    // A sign-in that was checking the password while the company was deactivated writes its token after the revoke.
    await ctx.database.db.update(loginTokens).set({ revokedAt: null }).where(eq(loginTokens.userId, person.account.id));
    expect((await save({ is_active: true })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps a company with projects or active client logins, and says what holds it', async () => {
    const headers = await staff();
    const busy = await createCompany(ctx.database.db, { companyName: 'Busy Realty' });
    await ctx.database.db.insert(projects).values([{ projectName: 'A', companyId: busy.id }, { projectName: 'B', companyId: busy.id }]);
    const withProjects = await ctx.app.inject({ method: 'DELETE', url: `${url}${busy.id}/`, headers });
    expect(withProjects.statusCode).toBe(409);
    expect(withProjects.json().message).toBe('Company "Busy Realty" has 2 project(s); delete or move them first.');

    const staffed = await createCompany(ctx.database.db, { companyName: 'Staffed' });
    const person = await createUser(ctx.database.db, 'client', { companyId: staffed.id, email: 'jo@staffed.test' });
    // The list says so before anyone tries: the delete confirmation reads these counts.
    const listed = (await ctx.app.inject({ method: 'GET', url, headers })).json().data as { companyName: string; project_count: number; client_login_count: number }[];
    expect(listed.map(({ companyName, project_count, client_login_count }) => ({ companyName, project_count, client_login_count }))).toEqual(
      expect.arrayContaining([
        { companyName: 'Busy Realty', project_count: 2, client_login_count: 0 },
        { companyName: 'Staffed', project_count: 0, client_login_count: 1 },
      ]),
    );
    const withPeople = await ctx.app.inject({ method: 'DELETE', url: `${url}${staffed.id}/`, headers });
    expect(withPeople.statusCode).toBe(409);
    expect(withPeople.json().message).toContain('jo@staffed.test');
    expect(await companyCount()).toBe(2);

    // Once the person is deleted (deactivated) the company can go; the person's history stays.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${person.id}/`, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${staffed.id}/`, headers })).json().data.client_login_count).toBe(0);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${url}${staffed.id}/`, headers });
    expect(deleted.json()).toEqual({ success: true, message: 'Company deleted successfully!' });
    const [kept] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
    expect(kept).toMatchObject({ isActive: false, companyId: null });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${staffed.id}/`, headers })).statusCode).toBe(404);
  });

  it('lets a client read only its own company', async () => {
    const other = await createCompany(ctx.database.db);
    for (const kind of ['company', 'client'] as const) {
      const { headers, companyId } = await signInAs(ctx.app, ctx.database.db, kind);
      const own = await ctx.app.inject({ method: 'GET', url: `${url}${companyId}/`, headers });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.id).toBe(companyId);
      expect((await ctx.app.inject({ method: 'GET', url: `${url}${other.id}/`, headers })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: valid })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: `${url}${companyId}/`, headers, payload: { name: 'Mine now' } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: `${url}${companyId}/`, headers })).statusCode).toBe(403);
    }
    const editor = await signInAs(ctx.app, ctx.database.db, 'editor');
    expect((await ctx.app.inject({ method: 'GET', url: `${url}${other.id}/`, headers: editor.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url, headers: editor.headers })).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, other.id));
    expect(row!.companyName).toBe(other.companyName);
  });

  it('answers 404 for an unknown company', async () => {
    const headers = await staff();
    expect((await ctx.app.inject({ method: 'GET', url: `${url}999/`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}999/`, headers, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${url}999/`, headers })).statusCode).toBe(404);
  });
});
