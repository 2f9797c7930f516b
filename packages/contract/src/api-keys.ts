import { z } from 'zod';
import { nulError, nulFree } from './list.ts';

/**
 * What a key may do. Both act as a staff account, never the owner: `staff` may do what staff may,
 * `read` only the GET calls of it.
 */
export const apiKeyScopes = ['read', 'staff'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Each scope in a line, as the Create API key dialog and the docs explain it. */
export const apiKeyScopeLabels: Record<ApiKeyScope, { label: string; description: string }> = {
  read: { label: 'Read only', description: "Reads what staff may read (projects, companies, invoices, files); every change is refused." },
  staff: { label: 'Staff', description: 'Does what a staff account may do; never the owner-only settings, ledger, plans, roles or staff accounts.' },
};

/** Longest key name. */
export const apiKeyNameMax = 100;

/** A key as listed: never the key itself nor its hash, only its first characters (`prefix`). */
export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** Within about a minute of the key's latest call; null before its first. */
  last_used_at: z.string().nullable(),
  /** Set once revoked: the key no longer signs in. */
  revoked_at: z.string().nullable(),
  /**
   * Whether the owner who created it is still an active owner. A key acts under its creator's id, so
   * once that account is deactivated or demoted the key no longer signs in, revoked or not.
   */
  creator_active: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer to creating a key: the key's row and the full `key`, shown this once and never again. */
export const createdApiKey = apiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const createApiKeyInput = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(apiKeyNameMax, { error: `name must be at most ${apiKeyNameMax} characters` })
    .regex(nulFree, nulError('name')),
  scope: z.enum(apiKeyScopes, { error: `scope must be one of ${apiKeyScopes.join(', ')}` }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;
