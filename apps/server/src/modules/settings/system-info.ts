import path from 'node:path';
import type { SystemInfo } from '@portal/contract';
import type { Config } from '../../config.ts';

/** Host, port and path of a URL: never its user, password, query or fragment, where credentials hide. */
function urlParts(value: string) {
  const url = new URL(value);
  return {
    host: url.hostname || null,
    port: url.port ? Number(url.port) : null,
    name: decodeURIComponent(url.pathname.replace(/^\//, '')) || null,
    origin: `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`,
  };
}

/**
 * What Settings shows of the connection and storage configuration, built from the Config alone.
 * Secrets (database and SMTP passwords and users, S3 keys, SECRET_KEY) never enter it.
 */
export function systemInfoOf(config: Config, version: string): SystemInfo {
  const database = config.databaseUrl ? urlParts(config.databaseUrl) : undefined;
  const smtp = config.smtpUrl ? urlParts(config.smtpUrl) : undefined;
  const s3 = config.s3;
  return {
    database: database
      ? { kind: 'postgresql', host: database.host, port: database.port ?? 5432, name: database.name, path: null }
      : { kind: 'embedded', host: null, port: null, name: null, path: path.join(config.dataDir, 'db') },
    storage: s3
      ? { kind: 's3', bucket: s3.bucket, endpoint: s3.endpoint ? urlParts(s3.endpoint).origin : null, region: s3.region, force_path_style: s3.forcePathStyle, path: null }
      : { kind: 'local', bucket: null, endpoint: null, region: null, force_path_style: false, path: path.join(config.dataDir, 'files') },
    public_url: urlParts(config.publicUrl).origin,
    max_upload_bytes: config.maxUploadBytes,
    signed_url_ttl_seconds: config.signedUrlTtlSeconds,
    smtp: {
      configured: Boolean(smtp),
      host: smtp?.host ?? null,
      port: smtp ? (smtp.port ?? (config.smtpUrl!.startsWith('smtps:') ? 465 : 587)) : null,
      secure: Boolean(config.smtpUrl?.startsWith('smtps:')),
      mail_from: config.mailFrom,
    },
    version,
  };
}

/** The secrets of the configuration: credentials in DATABASE_URL and SMTP_URL, the S3 keys, SECRET_KEY. */
export function secretsOf(config: Config): string[] {
  const credentials = (value: string | undefined) => {
    if (!value) return [];
    const url = new URL(value);
    return [url.username, url.password].flatMap((part) => (part ? [part, decodeURIComponent(part)] : []));
  };
  const secrets = [...credentials(config.databaseUrl), ...credentials(config.smtpUrl), config.s3?.accessKeyId, config.s3?.secretAccessKey, config.secretKey];
  return [...new Set(secrets.filter((secret): secret is string => Boolean(secret && secret.length >= 3)))];
}

/** Replaces every secret of the configuration in a text (an error message a driver wrote) with '***'. */
export function redactorOf(config: Config): (text: string) => string {
  const secrets = secretsOf(config).sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((result, secret) => result.split(secret).join('***'), text);
}
