import type { Actor } from '../../access/actor.ts';
import { readOnlyKeyMessage } from '../../access/route-access.ts';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FileLinks, LinkGrant, LinkSigner } from './file-links.ts';

export const endedMessage = 'This link no longer works. Open the file again from the portal.';

const signerId = (signer: LinkSigner) => ('apiKey' in signer ? signer.apiKey : signer.session);

/**
 * Following a signed link: the signature and expiry, then the session it was issued to, which must
 * still sign in (not logged out, not expired, account and company active), or the API key, which
 * must still be live (not revoked, its owner active). The services then re-run the same access
 * decision as the API for that actor, so a link dies with the access, not at expiry.
 */
export function createLinkFollower({ links, sessions }: { links: FileLinks; sessions: Pick<AuthService, 'sessionActor' | 'apiKeyActor'> }) {
  return {
    async follow<K extends LinkGrant['kind']>(token: string, kind: K): Promise<{ grant: Extract<LinkGrant, { kind: K }>; actor: Actor }> {
      const { grant, signer } = links.verify(token);
      // A link signed before links named their session has none: it is not valid any more.
      if (grant.kind !== kind || !Number.isSafeInteger(signerId(signer))) throw new AppError('FORBIDDEN', 'This link is not valid.');
      const actor = 'apiKey' in signer ? await sessions.apiKeyActor(signer.apiKey) : await sessions.sessionActor(signer.session);
      if (!actor) throw new AppError('FORBIDDEN', endedMessage);
      // An upload link is a write: a read-only key never gets one, and never uses one.
      if (grant.kind === 'upload' && actor.apiKey?.scope === 'read') throw new AppError('FORBIDDEN', readOnlyKeyMessage);
      return { grant: grant as Extract<LinkGrant, { kind: K }>, actor };
    },
  };
}

export type LinkFollower = ReturnType<typeof createLinkFollower>;
