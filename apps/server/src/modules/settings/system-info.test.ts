import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { redactorOf, systemInfoOf } from './system-info.ts';

const secrets = {
  dbUser: 'portal_owner',
  dbPassword: 'Db-P4ss!word',
  smtpUser: 'mailer@studio.test',
  smtpPassword: 'Smtp-S3cret',
  accessKey: 'AKIAEXAMPLEKEY123',
  secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  appSecret: 'app-secret-key-that-signs-links-0123456789',
  endpointUser: 'endpointuser',
  endpointPassword: 'endpoint-pass',
};

const production = loadConfig({
  DATA_DIR: '/srv/portal',
  DATABASE_URL: `postgres://${secrets.dbUser}:${encodeURIComponent(secrets.dbPassword)}@db.internal:6543/portal_prod?sslmode=require&password=${secrets.dbPassword}`,
  SMTP_URL: `smtps://${encodeURIComponent(secrets.smtpUser)}:${secrets.smtpPassword}@smtp.example.test`,
  S3_BUCKET: 'studio-photos',
  S3_ACCESS_KEY_ID: secrets.accessKey,
  S3_SECRET_ACCESS_KEY: secrets.secretKey,
  S3_ENDPOINT: `https://${secrets.endpointUser}:${secrets.endpointPassword}@s3.us-west-004.backblazeb2.com`,
  S3_REGION: 'us-west-004',
  S3_FORCE_PATH_STYLE: '1',
  SECRET_KEY: secrets.appSecret,
  PUBLIC_URL: 'https://portal.studio.test',
});

describe('systemInfoOf', () => {
  it('describes PostgreSQL, S3 and SMTP by host and name only', () => {
    expect(systemInfoOf(production, '1.2.3')).toEqual({
      database: { kind: 'postgresql', host: 'db.internal', port: 6543, name: 'portal_prod', path: null },
      storage: { kind: 's3', bucket: 'studio-photos', endpoint: 'https://s3.us-west-004.backblazeb2.com', region: 'us-west-004', force_path_style: true, path: null },
      public_url: 'https://portal.studio.test',
      max_upload_bytes: 5 * 1024 ** 3,
      signed_url_ttl_seconds: 600,
      smtp: { configured: true, host: 'smtp.example.test', port: 465, secure: true, mail_from: 'Portal <no-reply@portal.local>' },
      version: '1.2.3',
    });
  });

  it('never carries a password, a user or a key anywhere in the answer', () => {
    const answer = JSON.stringify(systemInfoOf(production, '1.2.3'));
    for (const secret of Object.values(secrets)) {
      expect(answer).not.toContain(secret);
      expect(answer).not.toContain(encodeURIComponent(secret));
    }
    expect(answer).not.toContain('@db.internal');
    expect(answer).not.toContain('sslmode');
  });

  it('describes the embedded database and local files under DATA_DIR, and no SMTP', () => {
    const info = systemInfoOf(loadConfig({ DATA_DIR: '/srv/portal', PORT: '8080' }), '1.2.3');
    expect(info.database).toEqual({ kind: 'embedded', host: null, port: null, name: null, path: '/srv/portal/db' });
    expect(info.storage).toEqual({ kind: 'local', bucket: null, endpoint: null, region: null, force_path_style: false, path: '/srv/portal/files' });
    expect(info.smtp).toMatchObject({ configured: false, host: null, port: null });
    expect(info.public_url).toBe('http://localhost:8080');
  });
});

describe('redactorOf', () => {
  it('blanks every configured secret a driver may quote in an error', () => {
    const redact = redactorOf(production);
    const message = `password authentication failed for user "${secrets.dbUser}" (${secrets.dbPassword}); key ${secrets.accessKey}`;
    expect(redact(message)).toBe('password authentication failed for user "***" (***); key ***');
  });
});
