import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', tokenTtlHours: 12, databaseUrl: undefined, demo: 'auto' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TOKEN_TTL_HOURS: '0' }, 'TOKEN_TTL_HOURS'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ PORTAL_ADMIN_EMAIL: 'owner@example.test' }, 'PORTAL_ADMIN_PASSWORD'],
    [{ PORTAL_DEMO: 'maybe' }, 'PORTAL_DEMO'],
    [{ PORTAL_ADMIN_EMAIL: 'nope', PORTAL_ADMIN_PASSWORD: 'long enough' }, 'PORTAL_ADMIN_EMAIL'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads PORTAL_DEMO as on, off or automatic', () => {
    expect(loadConfig({ PORTAL_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ PORTAL_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ PORTAL_DEMO: '' }).demo).toBe('auto');
  });

  it('reads a PostgreSQL URL and lower-cases the admin e-mail', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal',
      PORTAL_ADMIN_EMAIL: 'Owner@Example.test',
      PORTAL_ADMIN_PASSWORD: 'long enough',
      TOKEN_TTL_HOURS: '2',
    });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u:p@127.0.0.1:5432/portal', adminEmail: 'owner@example.test', tokenTtlHours: 2 });
  });
});
