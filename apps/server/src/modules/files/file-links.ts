import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileVariant } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';

/** What a signed link grants: one file's variant, one folder's ZIP (or the project's favourites), or one direct upload. */
export type LinkGrant =
  | { kind: 'file'; fileId: number; variant: FileVariant; disposition: 'inline' | 'attachment' }
  | { kind: 'zip'; projectId: number; folderPath: string; favourites?: boolean; /** A listing ZIP (MLS or print size) instead of a folder's. */ variant?: 'mls' | 'print' }
  | { kind: 'upload'; uploadId: string; maxBytes: number };

/**
 * Who a link was issued to, and whom following it acts as: a login session (its token row id), or an
 * API key (its id), which has no session.
 */
export type LinkSigner = { session: number } | { apiKey: number };
type Signed = LinkGrant & LinkSigner & { expiresAt: number };

const expiredMessage = 'This link has expired. Open the file again from the portal.';
const invalidMessage = 'This link is not valid.';

/**
 * Short-lived links a browser can use without a header: the grant, the session it was issued to and
 * its expiry, HMAC-SHA256 signed with a key derived from SECRET_KEY, so a changed byte or an old link fails.
 * Following one still re-checks the session and the access (see link-follower.ts).
 */
export function createFileLinks(secretKey: string, { ttlSeconds, now = () => new Date() }: { ttlSeconds: number; now?: () => Date }) {
  const key = createHmac('sha256', secretKey).update('portal file links v1').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    ttlSeconds,

    /** A token for the grant to the actor's session (or API key), valid for `ttlSeconds` plus under a minute; and when it stops working. */
    sign(actor: Pick<Actor, 'tokenId' | 'apiKey'>, grant: LinkGrant) {
      // Rounded up to the minute: a list refetched within the minute hands out the same URLs, so browsers reuse cached thumbnails.
      const expiresAt = Math.ceil((now().getTime() / 1000 + ttlSeconds) / 60) * 60;
      const signer: LinkSigner = actor.apiKey ? { apiKey: actor.apiKey.id } : { session: actor.tokenId ?? 0 };
      const payload = Buffer.from(JSON.stringify({ ...grant, ...signer, expiresAt } satisfies Signed)).toString('base64url');
      return { token: `${payload}.${signatureOf(payload)}`, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The grant of a token and the session or key it was issued to; 403 when tampered with or expired. */
    verify(token: string): { grant: LinkGrant; signer: LinkSigner } {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length) throw new AppError('FORBIDDEN', invalidMessage);
      const expected = Buffer.from(signatureOf(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('FORBIDDEN', invalidMessage);
      const signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkGrant & { session?: number; apiKey?: number; expiresAt: number };
      if (signed.expiresAt * 1000 <= now().getTime()) throw new AppError('FORBIDDEN', expiredMessage);
      const { expiresAt: _expiresAt, session, apiKey, ...grant } = signed;
      // A link without either (signed before links named their session) is refused by the follower.
      return { grant: grant as LinkGrant, signer: apiKey !== undefined ? { apiKey } : { session: session as number } };
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;

/** Paths of the app's own signed-link routes; the file name at the end is only for the browser's eyes: the server names the download itself. */
export const linkPaths = {
  content: (token: string, fileName: string) => `/api/v1/files/content/${token}/${encodeURIComponent(fileName)}`,
  zip: (token: string, fileName: string) => `/api/v1/files/zip/${token}/${encodeURIComponent(fileName)}`,
  upload: (token: string) => `/api/v1/files/upload/${token}`,
};
