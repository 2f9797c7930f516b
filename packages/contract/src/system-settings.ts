import { z } from 'zod';

/**
 * How this instance is connected, read from its environment (decisions: secrets are never shown
 * or stored by the browser): hosts and names only, never a password, user or key.
 */
export const systemInfo = z.object({
  database: z.object({
    kind: z.enum(['embedded', 'postgresql']),
    /** Host of DATABASE_URL; null when embedded. */
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    /** Database name of DATABASE_URL; null when embedded. */
    name: z.string().nullable(),
    /** Where the embedded database lives on disk; null for PostgreSQL. */
    path: z.string().nullable(),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    bucket: z.string().nullable(),
    /** The S3 endpoint; null for AWS's default or local disk. */
    endpoint: z.string().nullable(),
    region: z.string().nullable(),
    force_path_style: z.boolean(),
    /** Where local files live on disk; null for S3. */
    path: z.string().nullable(),
  }),
  public_url: z.string(),
  max_upload_bytes: z.number().int(),
  signed_url_ttl_seconds: z.number().int(),
  smtp: z.object({
    configured: z.boolean(),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    /** smtps:// (TLS from the start). */
    secure: z.boolean(),
    mail_from: z.string(),
  }),
  version: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfo>;

/** One check of Test Connection: whether it worked, how long it took, and why not. */
export const connectionCheck = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });
export type ConnectionCheck = z.infer<typeof connectionCheck>;

/** Test Connection: a database round trip and a write, read back and delete in the file store. */
export const connectionTest = z.object({ database: connectionCheck, storage: connectionCheck });
export type ConnectionTest = z.infer<typeof connectionTest>;

/** One operation of the API, read from its own OpenAPI document. */
export const apiEndpoint = z.object({
  method: z.string(),
  /** OpenAPI form: `/api/v1/projects/{id}/`. */
  path: z.string(),
  summary: z.string(),
  tag: z.string(),
});
export type ApiEndpoint = z.infer<typeof apiEndpoint>;
