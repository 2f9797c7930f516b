import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from './factories.ts';
import { captureMail } from './mail-capture.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const env: Record<string, string> = { PUBLIC_URL: 'https://portal.example.test/' };
const mail = captureMail(env, () => ctx.app.background.runner);
const ctx = useTestApp({ env });

const chosen = 'my own password';
const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm/', payload: { token, password: chosen } });
const login = (url: string, email: string, password: string) => ctx.app.inject({ method: 'POST', url, payload: { email, password } });

function inviteToken(n: number) {
  const match = /https:\/\/portal\.example\.test\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.received[n]!.text);
  expect(match, mail.received[n]!.text).not.toBeNull();
  return match![1]!;
}

async function staff() {
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
  return (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
}

describe('invitations', () => {
  it('staff add a company without a password; it sets its own through the e-mailed link and signs in on /login', async () => {
    const post = await staff();
    const res = await post('/api/v1/companies/', { companyName: 'Northside Realty', email: 'Hello@Northside.example', phone: '0400 111 222', address: '1 North St', invite: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((await login('/api/login/company/', 'hello@northside.example', chosen)).statusCode).toBe(401);

    await mail.arrived(1);
    expect(mail.received[0]).toMatchObject({ to: ['hello@northside.example'], subject: 'Your Portal account: set your password' });
    expect(mail.received[0]!.text).toContain('Hello Northside Realty,');
    expect(mail.received[0]!.text).toContain('The link works once, within 7 days. Then sign in at https://portal.example.test/login with hello@northside.example.');

    const set = await confirm(inviteToken(0));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ portal: 'client' });
    const signedIn = await login('/api/login/company/', 'hello@northside.example', chosen);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().entity).toMatchObject({ type: 'company', username: 'Northside Realty' });
    expect((await confirm(inviteToken(0))).statusCode).toBe(400);
  });

  it('an agency has several contacts, each invited by e-mail, each signing in on /login to the same company', async () => {
    const company = await createCompany(ctx.database.db);
    const post = await staff();
    for (const [n, name] of ['Ana Lee', 'Raj Patel'].entries()) {
      const res = await post('/api/v1/users/', { username: name, email: `contact${n}@agency.example`, type: 'client', company_id: company.id, invite: true });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ role_name: 'customer', company_id: company.id });
      await mail.arrived(n + 1);
      expect(mail.received[n]).toMatchObject({ to: [`contact${n}@agency.example`] });
      expect(mail.received[n]!.text).toContain(`Hello ${name},`);
    }
    for (const n of [0, 1]) {
      expect((await login('/api/login/company/', `contact${n}@agency.example`, chosen)).statusCode).toBe(401);
      expect((await confirm(inviteToken(n))).json().data).toEqual({ portal: 'client' });
      const signedIn = await login('/api/login/company/', `contact${n}@agency.example`, chosen);
      expect(signedIn.statusCode).toBe(200);
      const me = await ctx.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/`, headers: { authorization: `Token ${signedIn.json().token as string}` } });
      expect(me.statusCode).toBe(200);
    }
    // The company's screen lists its contacts: these two, not another agency's.
    await createUser(ctx.database.db, 'client');
    const contacts = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/?company_id=${company.id}`, headers: (await signInAs(ctx.app, ctx.database.db, 'staff')).headers });
    expect(contacts.json().data.map((u: { email: string }) => u.email).sort()).toEqual(['contact0@agency.example', 'contact1@agency.example']);
  });

  it('the owner invites an editor, who sets a password and signs in on /admin/login', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/', headers, payload: { username: 'Eddie', email: 'eddie@studio.example', role: 'editor', invite: true } });
    expect(res.statusCode, res.body).toBe(201);
    await mail.arrived(1);
    expect(mail.received[0]!.text).toContain("where you work on the studio's shoots");
    expect(mail.received[0]!.text).toContain('Then sign in at https://portal.example.test/admin/login with eddie@studio.example.');
    expect((await confirm(inviteToken(0))).json().data).toEqual({ portal: 'admin' });
    expect((await login('/api/login/user/', 'eddie@studio.example', chosen)).statusCode).toBe(200);
  });

  it('an invitation works for 7 days', async () => {
    const company = await createCompany(ctx.database.db);
    const post = await staff();
    await post('/api/v1/users/', { username: 'Late Larry', email: 'late@agency.example', role: 'customer', company_id: company.id, invite: true });
    await post('/api/v1/users/', { username: 'Prompt Pia', email: 'prompt@agency.example', role: 'customer', company_id: company.id, invite: true });
    await mail.arrived(2);
    ctx.clock.advance(7 * 24 * 3_600_000 - 60_000);
    expect((await confirm(inviteToken(1))).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const late = await confirm(inviteToken(0));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('token: this link has expired. Ask for a new one.');
  });

  it('a lost invitation is replaced by "Forgot password?", whose link sets the first password', async () => {
    const post = await staff();
    await post('/api/v1/companies/', { companyName: 'Lost Mail Realty', email: 'lost@agency.example', phone: '1', address: 'a', invite: true });
    await mail.arrived(1);
    ctx.clock.advance(8 * 24 * 3_600_000);
    expect((await confirm(inviteToken(0))).statusCode).toBe(400);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/', payload: { email: 'lost@agency.example' } });
    await mail.arrived(2);
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.received[1]!.text)![1]!;
    expect((await confirm(token)).json().data).toEqual({ portal: 'client' });
    expect((await login('/api/login/company/', 'lost@agency.example', chosen)).statusCode).toBe(200);
  });

  it('still takes a password typed by staff, and asks for one or an invitation', async () => {
    const company = await createCompany(ctx.database.db);
    const post = await staff();
    const typed = await post('/api/v1/users/', { username: 'Typed', email: 'typed@agency.example', role: 'customer', company_id: company.id, password: 'typed-password' });
    expect(typed.statusCode).toBe(201);
    expect((await login('/api/login/company/', 'typed@agency.example', 'typed-password')).statusCode).toBe(200);
    const neither = await post('/api/v1/users/', { username: 'Neither', email: 'neither@agency.example', role: 'customer', company_id: company.id });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('password is required (or send an invitation)');
    const noCompanyPassword = await post('/api/v1/companies/', { companyName: 'N', email: 'n@example.test', phone: '1', address: 'a' });
    expect(noCompanyPassword.statusCode).toBe(400);
    expect(noCompanyPassword.json().message).toContain('password');
    await mail.send();
    expect(mail.received).toHaveLength(0);
  });
});
