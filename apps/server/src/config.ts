import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { emailPattern, passwordMinLength } from '@portal/contract/auth-messages';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** A flag that is on unless set to 0, false or no. */
const flagOn = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'must be 1 or 0' })
  .optional()
  .transform((value) => value !== '0' && value !== 'false' && value !== 'no');

/** Names proxy-addr knows for address ranges, accepted in a TRUST_PROXY list. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which hops of X-Forwarded-For to believe: none (unset or 0), the last N (a number), or those
 * sent by the listed proxy addresses or CIDR ranges. Trusting every hop would let any client
 * choose the address the login throttle counts, so "true" is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || value === '0' || value === 'false' || value === 'no') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length > 0 && bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: ['true', 'yes', 'all', '*'].includes(value.toLowerCase())
        ? 'trusting every hop would let any client pick its own address; give the number of proxies in front of the portal (e.g. 1) or their addresses'
        : `must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges; not an address: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  });

/** Calls one API key may make in a minute, unless API_KEY_RATE_LIMIT says otherwise. */
export const defaultApiKeyRateLimit = 600;

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // The host may be empty: `postgresql:///portal?host=/run/postgresql` reaches a PostgreSQL on the
  // same machine through its socket, as psql does (no TCP, and the system user's peer login). A URL
  // parser refuses a user before an empty host (`user@/portal`), so that one is checked with a host in.
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value.replace(/@\//, '@localhost/')), { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATABASE_PREPARED_READS: flagOn,
  PORTAL_ADMIN_EMAIL: optionalText.pipe(z.email({ pattern: emailPattern, error: 'must be an e-mail address' }).optional()),
  PORTAL_ADMIN_PASSWORD: optionalText.pipe(z.string().min(passwordMinLength, { error: `must be at least ${passwordMinLength} characters` }).optional()),
  PORTAL_DEMO: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'must be 1 or 0' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'auto' : value === '1' || value === 'true' || value === 'yes')),
  PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
  SECRET_KEY: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  TOKEN_TTL_HOURS: z.coerce.number().positive({ error: 'must be a positive number of hours' }).max(24 * 365).default(12),
  TRUST_PROXY: trustProxy,
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive({ error: 'must be a positive number of bytes' }).default(5 * 1024 ** 3),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().int().positive({ error: 'must be a positive whole number of hours' }).default(24),
  DERIVATIVE_MAX_BYTES: z.coerce.number().int().positive({ error: 'must be a positive number of bytes' }).default(300 * 1024 ** 2),
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10, { error: 'must be at least 10 seconds' }).max(7 * 24 * 3600).default(600),
  API_KEY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests a minute' })
    .int({ error: 'must be a whole number of requests a minute' })
    .min(1, { error: 'must be at least 1 request a minute' })
    .max(1_000_000, { error: 'must be at most 1000000 requests a minute' })
    .default(defaultApiKeyRateLimit),
  S3_ENDPOINT: optionalText.pipe(z.url({ error: 'must be an absolute URL' }).optional()),
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optionalText.transform((value) => value ?? 'Portal <no-reply@portal.local>'),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''], { error: 'must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true' || value === 'yes'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => URL.canParse(value) && new URL(value).pathname === '/' && !new URL(value).search, { error: 'must be only a scheme, host and port (http://host:port)' })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z
    .enum(['json', 'pretty', ''], { error: 'must be json or pretty' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'auto' : value)),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Repeated reads run as prepared statements (db/prepared-reads.ts, db/pglite-prepared-statements.ts). */
  preparedReads: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Demo data: true loads it into an empty database, false never, 'auto' into a new embedded one. */
  demo: boolean | 'auto';
  publicUrl: string;
  secretKey: string | undefined;
  tokenTtlHours: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  /** Log lines as JSON, as one readable line each, or 'auto': readable when stdout is a terminal. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Largest file one upload may carry (413 beyond). */
  maxUploadBytes: number;
  /** A pending upload (resumable, or direct and not confirmed) untouched this long is deleted by the storage sweep. */
  uploadExpiryHours: number;
  /** Largest original the server makes previews of; larger files are stored and listed without them. */
  derivativeMaxBytes: number;
  /** How long a signed file link works. */
  signedUrlTtlSeconds: number;
  /** Calls one API key may make in a minute (429 beyond). */
  apiKeyRateLimit: number;
  /** An S3-compatible bucket for files; undefined keeps them on local disk under `DATA_DIR/files`. */
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Where e-mail goes (smtp:// or smtps://, credentials in the URL); undefined writes messages to the log. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  mailFrom: string;
  /** Webhook URLs may point at loopback and private addresses (tests, a receiver on the same network). */
  webhooksAllowPrivate: boolean;
  /** Online payment by card through Stripe; undefined when STRIPE_SECRET_KEY is unset (invoices are then paid as the studio says). */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        /** Where the SDK sends its API calls instead of Stripe (tests' local stand-in). */
        apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
      }
    | undefined;
}

export class ConfigError extends Error {}

/** STRIPE_API_BASE as the SDK's host, port and protocol options. */
function apiBaseOf(value: string) {
  const url = new URL(value);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80 } as const;
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.PORTAL_ADMIN_EMAIL) !== Boolean(e.PORTAL_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD: set both or neither',
    );
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  // Keys without a bucket would quietly keep files on local disk, which the operator did not mean.
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when other S3_* variables are set');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (e.STRIPE_API_BASE && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_API_BASE: only with STRIPE_SECRET_KEY');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    preparedReads: e.DATABASE_PREPARED_READS,
    adminEmail: e.PORTAL_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.PORTAL_ADMIN_PASSWORD,
    demo: e.PORTAL_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secretKey: e.SECRET_KEY,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    derivativeMaxBytes: e.DERIVATIVE_MAX_BYTES,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE ? apiBaseOf(e.STRIPE_API_BASE) : undefined }
        : undefined,
  };
}
