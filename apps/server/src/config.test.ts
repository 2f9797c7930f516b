import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', tokenTtlHours: 12, databaseUrl: undefined, demo: 'auto' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.derivativeMaxBytes).toBe(300 * 1024 ** 2);
  });

  it('reads LOG_FORMAT as json or pretty, and leaves it to the terminal when unset', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses private webhook addresses unless WEBHOOKS_ALLOW_PRIVATE is on', () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '0' }).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }).webhooksAllowPrivate).toBe(true);
  });

  it('reads DERIVATIVE_MAX_BYTES as a positive whole number of bytes', () => {
    expect(loadConfig({ DERIVATIVE_MAX_BYTES: '1048576' }).derivativeMaxBytes).toBe(1048576);
    for (const bad of ['0', '-5', '1.5', 'lots']) expect(() => loadConfig({ DERIVATIVE_MAX_BYTES: bad })).toThrow('DERIVATIVE_MAX_BYTES');
  });

  it('reads API_KEY_RATE_LIMIT as a whole number of requests a minute, 600 when unset', () => {
    expect(loadConfig({}).apiKeyRateLimit).toBe(600);
    expect(loadConfig({ API_KEY_RATE_LIMIT: '50' }).apiKeyRateLimit).toBe(50);
    for (const bad of ['0', '-5', '2.5', 'lots', '']) expect(() => loadConfig({ API_KEY_RATE_LIMIT: bad })).toThrow('API_KEY_RATE_LIMIT');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres:/portal' }, 'DATABASE_URL'],
    [{ DATABASE_URL: '127.0.0.1:5432/portal' }, 'DATABASE_URL'],
    [{ TOKEN_TTL_HOURS: '0' }, 'TOKEN_TTL_HOURS'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ PORTAL_ADMIN_EMAIL: 'owner@example.test' }, 'PORTAL_ADMIN_PASSWORD'],
    [{ PORTAL_DEMO: 'maybe' }, 'PORTAL_DEMO'],
    [{ PORTAL_ADMIN_EMAIL: 'nope', PORTAL_ADMIN_PASSWORD: 'long enough' }, 'PORTAL_ADMIN_EMAIL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'all' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT'],
    [{ LOG_FORMAT: 'JSON ' }, 'LOG_FORMAT'],
    [{ WEBHOOKS_ALLOW_PRIVATE: 'maybe' }, 'WEBHOOKS_ALLOW_PRIVATE'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop/);
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

  it('takes a PostgreSQL URL without a host, for the socket of a server on the same machine', () => {
    for (const url of ['postgresql:///portal', 'postgres://portal@/portal?host=%2Frun%2Fpostgresql', 'postgresql://portal@/portal?host=/var/run/postgresql&port=5433']) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });
});

describe('loadConfig: S3 file storage', () => {
  const s3 = { S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'key id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('turns online payment on with the Stripe key and webhook secret together, pointed elsewhere by STRIPE_API_BASE', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:4242' }).stripe?.apiBase).toEqual({ protocol: 'http', host: '127.0.0.1', port: 4242 });
    for (const env of [{ STRIPE_SECRET_KEY: 'sk_test_1' }, { STRIPE_WEBHOOK_SECRET: 'whsec_1' }]) expect(() => loadConfig(env)).toThrow('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:4242' })).toThrow('STRIPE_API_BASE');
    for (const base of ['ftp://127.0.0.1:4242', 'http://127.0.0.1:4242/v1', 'stand-in']) {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: base })).toThrow('STRIPE_API_BASE');
    }
  });

  it('keeps files on local disk when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads a bucket with its keys, region us-east-1 and virtual-host style by default', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'portal-files',
      accessKeyId: 'key id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('reads an S3-compatible endpoint, region and path-style flag', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com',
      S3_REGION: 'eu-central-003',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'https://s3.eu-central-003.backblazeb2.com',
      region: 'eu-central-003',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'portal-files' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'key id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ACCESS_KEY_ID: 'key id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
    [{ ...s3, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops with a message naming the S3 variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
