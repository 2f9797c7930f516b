import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, testPassword } from './factories.ts';
import { useTestApp } from './test-app.ts';

// Counts the password checks the login service runs, whatever the outcome.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/auth/password.ts')>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

afterEach(() => void (checks.count = 0));

const adminLogin = '/api/login/user/';

describe('the failed-login throttle under parallel attempts', () => {
  const ctx = useTestApp();
  const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: adminLogin, payload: { email, password }, remoteAddress, headers });

  it('checks at most 10 passwords when 60 wrong ones for one account arrive at once, and answers the rest 429', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => login(staff.email, `wrong-${i}`, `10.3.${i}.1`)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(checks.count).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks.count);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - checks.count);
    // The window is full: even the right password waits.
    expect((await login(staff.email, testPassword, '10.4.0.1')).statusCode).toBe(429);
  });

  it('lets at most 50 attempts through from one address trying 60 e-mails at once', async () => {
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`guess${i}@example.test`, 'wrong', '10.9.9.9')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(50);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('takes back the reserved attempt when the password is right', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    for (let i = 0; i < 9; i++) expect((await login(staff.email, 'wrong', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(staff.email, testPassword, '10.5.0.1')).statusCode).toBe(200);
    // Neither the e-mail nor the address keeps the successful attempt as a failure.
    for (let i = 0; i < 10; i++) expect((await login(staff.email, 'wrong', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(staff.email, 'wrong', '10.5.0.1')).statusCode).toBe(429);
  });
});

describe.each(['1', '127.0.0.1', '192.168.0.0/16, 127.0.0.0/8'])('behind one trusted proxy (TRUST_PROXY=%s)', (setting) => {
  const ctx = useTestApp({ env: { TRUST_PROXY: setting } });
  const proxy = '127.0.0.1';

  it('throttles the address the proxy saw, whatever hops the client put in X-Forwarded-For', async () => {
    const staff = await createUser(ctx.database.db, 'staff');
    for (let i = 0; i < 50; i++) {
      const spoofed = `203.0.113.${i}, 198.51.100.${i}`;
      const reply = await ctx.app.inject({
        method: 'POST',
        url: adminLogin,
        payload: { email: `guess${i}@example.test`, password: 'wrong' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${spoofed}, 10.7.7.7` },
      });
      expect(reply.statusCode).toBe(401);
    }
    const fromClient = (forwardedFor: string) =>
      ctx.app.inject({ method: 'POST', url: adminLogin, payload: { email: staff.email, password: testPassword }, remoteAddress: proxy, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await fromClient('192.0.2.1, 10.7.7.7')).statusCode).toBe(429);
    expect((await fromClient('10.7.7.8')).statusCode).toBe(200);
  });
});
