import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FileLinks, LinkGrant } from './file-links.ts';

export const endedMessage = 'This link no longer works. Open the file again from the portal.';

/**
 * Following a signed link: the signature and expiry, then the session it was issued to, which must
 * still sign in (not logged out, not expired, account and company active). The services then re-run
 * the same access decision as the API for that actor, so a link dies with the access, not at expiry.
 */
export function createLinkFollower({ links, sessions }: { links: FileLinks; sessions: Pick<AuthService, 'sessionActor'> }) {
  return {
    async follow<K extends LinkGrant['kind']>(token: string, kind: K): Promise<{ grant: Extract<LinkGrant, { kind: K }>; actor: Actor }> {
      const { grant, session } = links.verify(token);
      // A link signed before links named their session has none: it is not valid any more.
      if (grant.kind !== kind || !Number.isSafeInteger(session)) throw new AppError('FORBIDDEN', 'This link is not valid.');
      const actor = await sessions.sessionActor(session);
      if (!actor) throw new AppError('FORBIDDEN', endedMessage);
      return { grant: grant as Extract<LinkGrant, { kind: K }>, actor };
    },
  };
}

export type LinkFollower = ReturnType<typeof createLinkFollower>;
