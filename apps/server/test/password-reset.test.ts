import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { createCompany, createUser, testPassword } from './factories.ts';
import { captureMail } from './mail-capture.ts';
import { useTestApp } from './test-app.ts';

const env: Record<string, string> = { PUBLIC_URL: 'https://portal.example.test/' };
const mail = captureMail(env, () => ctx.app.background.runner);
const ctx = useTestApp({ env });

const sameAnswer = {
  success: true,
  message: 'If an account uses that e-mail address, we have sent it a link to set a new password. The link works once, within one hour.',
};
const newPassword = 'a brand new secret';

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const requestReset = (email: string, remoteAddress?: string) => post('/api/v1/auth/password-reset/', { email }, remoteAddress);
const confirm = (token: string, password = newPassword) => post('/api/v1/auth/password-reset/confirm/', { token, password });
const login = (url: string, email: string, password: string) => post(url, { email, password });

/** The token of the link in the n-th e-mail received, checking the link's address on the way. */
function tokenOf(n: number, path = '/reset-password') {
  const match = new RegExp(`https://portal\\.example\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.received[n]!.text);
  expect(match, mail.received[n]!.text).not.toBeNull();
  return match![1]!;
}

describe('forgot password', () => {
  it('e-mails a link that sets a new password once, ends every session, and signs in with the new password only', async () => {
    const company = await createCompany(ctx.database.db);
    const first = (await login('/api/login/company/', company.email, testPassword)).json().token as string;
    const second = (await login('/api/login/', company.email, testPassword)).json().token as string;

    const res = await requestReset(company.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);
    await mail.arrived(1);
    expect(mail.received[0]).toMatchObject({ to: [company.email], subject: 'Reset your Portal password' });
    expect(mail.received[0]!.text).toContain('The link works once, within one hour.');
    const token = tokenOf(0);

    const set = await confirm(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ success: true, data: { portal: 'client' } });

    for (const old of [first, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { authorization: `Token ${old}` } })).statusCode).toBe(401);
    }
    expect((await login('/api/login/company/', company.email, testPassword)).statusCode).toBe(401);
    expect((await login('/api/login/company/', company.email, newPassword)).statusCode).toBe(200);

    const again = await confirm(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^token: this link has already been used/) });
    expect((await login('/api/login/company/', company.email, 'yet another secret')).statusCode).toBe(401);
  });

  it('sends a staff account to the admin sign-in, and a client person to the client sign-in', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const person = await createUser(ctx.database.db, 'client');
    await requestReset(staff.email);
    await mail.arrived(1);
    await requestReset(person.email);
    await mail.arrived(2);
    expect((await confirm(tokenOf(0))).json().data).toEqual({ portal: 'admin' });
    expect((await confirm(tokenOf(1))).json().data).toEqual({ portal: 'client' });
    expect((await login('/api/login/user/', staff.email, newPassword)).statusCode).toBe(200);
    expect((await login('/api/login/company/', person.email, newPassword)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
    const company = await createCompany(ctx.database.db);
    const unknown = await requestReset('nobody@example.test');
    const known = await requestReset(company.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual(sameAnswer);
    await mail.arrived(1);
    expect(mail.received[0]!.to).toEqual([company.email]);
  });

  it('e-mails no link to a deactivated account, and a link stops working when its account is deactivated', async () => {
    const inactive = await createCompany(ctx.database.db, { isActive: false });
    const company = await createCompany(ctx.database.db);
    expect((await requestReset(inactive.email)).json()).toEqual(sameAnswer);
    await requestReset(company.email);
    await mail.arrived(1);
    expect(mail.received[0]!.to).toEqual([company.email]);
    await ctx.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, company.id));
    expect((await confirm(tokenOf(0))).json()).toMatchObject({ message: expect.stringMatching(/^token: this link is not valid/) });
  });

  it('refuses the link after an hour', async () => {
    const company = await createCompany(ctx.database.db);
    await requestReset(company.email);
    await mail.arrived(1);
    ctx.clock.advance(60 * 60_000);
    const res = await confirm(tokenOf(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'token: this link has expired. Ask for a new one.', errors: [{ field: 'token' }] });
    expect((await login('/api/login/company/', company.email, testPassword)).statusCode).toBe(200);
  });

  it('a newer link and the older one: using either ends the other', async () => {
    const company = await createCompany(ctx.database.db);
    await requestReset(company.email);
    await mail.arrived(1);
    await requestReset(company.email);
    await mail.arrived(2);
    expect((await confirm(tokenOf(1))).statusCode).toBe(200);
    expect((await confirm(tokenOf(0), 'older link password')).json()).toMatchObject({ message: expect.stringMatching(/^token: this link has already been used/) });
  });

  it('refuses an unknown token and a short password, naming the field, and changes nothing', async () => {
    const company = await createCompany(ctx.database.db);
    await requestReset(company.email);
    await mail.arrived(1);
    const short = await confirm(tokenOf(0), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: 'password must be at least 8 characters' });
    const forged = await confirm('not-a-token-anyone-was-sent');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'token: this link is not valid. Ask for a new one.' });
    // The link still works after both refusals.
    expect((await confirm(tokenOf(0))).statusCode).toBe(200);
  });

  it('limits requests per address e-mailed and per client address with a 429, the same for unknown addresses', async () => {
    for (const email of ['known@example.test', 'nobody@example.test']) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, message: 'Too many password reset requests. Please wait a few minutes and try again.' });
    }
    // Another e-mail from the same client address is still answered, up to 20 requests in the window.
    for (let i = 0; i < 14; i++) expect((await requestReset(`person${i}@example.test`)).statusCode).toBe(200);
    expect((await requestReset('one-more@example.test')).statusCode).toBe(429);
    // Another client address is not held back by this one.
    expect((await requestReset('fresh@example.test', '203.0.113.9')).statusCode).toBe(200);
    ctx.clock.advance(15 * 60_000 + 1);
    expect((await requestReset('nobody@example.test')).statusCode).toBe(200);
  });
});
