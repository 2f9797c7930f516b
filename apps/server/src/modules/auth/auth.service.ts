import { authMessages, type SessionEntity } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import type { ApiKeyAuth } from '../api-keys/api-key-auth.ts';
import { isApiKey } from '../api-keys/api-key-secret.ts';
import type { AccountRecord, AuthRepository, SessionRecord } from './auth.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { verifyAgainstNothing, verifyPassword } from './password.ts';
import { hashTokenSecret, newTokenSecret } from './token-secret.ts';

/** Which login was used: the client portal, the admin portal, or the generic call that takes any account. */
export type Portal = 'client' | 'admin' | 'any';

interface AuthServiceDeps {
  repo: AuthRepository;
  tokenTtlHours: number;
  clock?: () => Date;
  /** Signs API keys in; without it a key is refused like an unknown token. */
  apiKeys?: ApiKeyAuth;
}

const isClientAccount = (a: Pick<AccountRecord, 'type'>) => a.type === 'client' || a.type === 'company';

function toEntity(account: AccountRecord): SessionEntity {
  return {
    id: account.id,
    type: account.type,
    username: account.username,
    email: account.email,
    role_id: account.roleId,
    role_name: account.roleName,
  };
}

const invalidToken = (): never => {
  throw new AppError('INVALID_TOKEN', authMessages.invalidToken);
};

/** The actor a session signs in as, or undefined when its account is gone or inactive. */
function liveActor({ token, account }: SessionRecord): Actor | undefined {
  if (!account?.isActive) return undefined;
  return {
    kind: account.kind,
    id: account.id,
    type: account.type,
    username: account.username,
    email: account.email,
    roleId: account.roleId,
    roleName: account.roleName,
    companyId: account.companyId,
    tokenId: token.id,
  };
}

export function createAuthService({ repo, tokenTtlHours, clock = () => new Date(), apiKeys }: AuthServiceDeps) {
  const throttle = createLoginThrottle(repo, clock);

  /** Checks the password against each account with the e-mail, the portal's own kind first. */
  async function matchAccount(email: string, password: string, portal: Portal) {
    const candidates = (await repo.findAccountsByEmail(email)).filter((a) => a.isActive && a.passwordHash);
    if (portal === 'client') candidates.sort((a, b) => Number(isClientAccount(b)) - Number(isClientAccount(a)));
    if (candidates.length === 0) return verifyAgainstNothing(password);
    for (const account of candidates) {
      if (await verifyPassword(account.passwordHash!, password)) return account;
    }
    return undefined;
  }

  /**
   * Resolves a token or an API key to its actor, or throws 401 with the words the web app reacts to
   * (429 past a key's rate limit). A session also answers the data stamp read with it (an API key none).
   */
  async function authenticateRequest(secret: string | undefined): Promise<{ actor: Actor; dataStamp?: number }> {
    if (!secret) throw new AppError('INVALID_TOKEN', authMessages.invalidToken);
    if (isApiKey(secret)) return { actor: apiKeys ? await apiKeys.signIn(secret) : invalidToken() };
    const session = await repo.findSession(hashTokenSecret(secret));
    if (!session || session.token.revokedAt) throw new AppError('INVALID_TOKEN', authMessages.invalidToken);
    if (session.token.expiresAt <= clock()) throw new AppError('TOKEN_EXPIRED', authMessages.tokenExpired);
    return { actor: liveActor(session) ?? invalidToken(), dataStamp: session.dataStamp };
  }

  return {
    async login(portal: Portal, input: { email: string; password: string }, address: string) {
      const email = input.email.trim().toLowerCase();
      const reservation = await throttle.reserve(email, address);
      const account = await matchAccount(email, input.password, portal);
      if (!account) {
        await throttle.confirmFailure();
        throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
      }
      await throttle.release(reservation);
      // Right credentials, wrong portal: refuse without issuing a token.
      if (portal === 'client' && !isClientAccount(account)) {
        throw new AppError('WRONG_PORTAL', authMessages.clientsOnly);
      }
      if (portal === 'admin' && isClientAccount(account)) {
        throw new AppError('WRONG_PORTAL', authMessages.adminsOnly);
      }
      const { secret, hash } = newTokenSecret();
      const now = clock();
      await repo.insertToken({
        tokenHash: hash,
        accountKind: account.kind,
        userId: account.kind === 'user' ? account.id : null,
        companyId: account.kind === 'company' ? account.id : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + tokenTtlHours * 3_600_000),
      });
      return { token: secret, entity: toEntity(account) };
    },

    authenticateRequest,

    /** The actor alone. */
    async authenticate(secret: string | undefined): Promise<Actor> {
      return (await authenticateRequest(secret)).actor;
    },

    /** The actor of a session found by its id while it still signs in (not revoked, not expired, account active); else undefined. */
    async sessionActor(tokenId: number): Promise<Actor | undefined> {
      const session = await repo.findSessionById(tokenId);
      return session && !session.token.revokedAt && session.token.expiresAt > clock() ? liveActor(session) : undefined;
    },

    /** The actor of a live API key found by its id (a link it was issued), without counting a call; else undefined. */
    apiKeyActor: async (id: number): Promise<Actor | undefined> => apiKeys?.linkActor(id),

    async logout(actor: Actor) {
      // A key has no session to end: it lives until the owner revokes it.
      if (actor.tokenId === null) throw new AppError('BAD_REQUEST', 'An API key cannot sign out; the owner revokes it in Settings, API keys.');
      await repo.revokeToken(actor.tokenId, clock());
    },

    /** Called when a password changes or an account is deactivated. */
    revokeAllSessions: (kind: 'user' | 'company', id: number) => repo.revokeAccountTokens(kind, id, clock()),

    /** Called when a company is deactivated: reactivating it later does not bring these sessions back. */
    revokeCompanySessions: (companyId: number) => repo.revokeCompanyTokens(companyId, clock()),

    entityOf: (actor: Actor): SessionEntity => ({
      id: actor.id,
      type: actor.type,
      username: actor.username,
      email: actor.email,
      role_id: actor.roleId,
      role_name: actor.roleName,
    }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
