import type { LoginInput, SessionEntity } from '@portal/contract';
import { accountTypes, authMessages, isClientType } from '@portal/contract/auth-messages';
import { callApi } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';

export type LoginPortal = 'client' | 'admin' | 'any';

const loginOperations = { client: 'loginClient', admin: 'loginAdmin', any: 'login' } as const satisfies Record<LoginPortal, string>;

export interface LoginResult {
  token: string;
  entity: SessionEntity;
}

const asRecord = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

/** Reads an account from an answer; role_name defaults by the kind of account when it is missing. */
function readEntity(value: unknown): SessionEntity {
  const entity = asRecord(value);
  if (!(accountTypes as readonly string[]).includes(String(entity.type))) {
    throw new ApiError(500, 'The server sent an unexpected account.', 'BAD_ACCOUNT_ANSWER');
  }
  const type = entity.type as SessionEntity['type'];
  const defaultRole = type === 'admin' ? 'Admin' : isClientType(type) ? 'Client' : 'User';
  return {
    id: Number(entity.id ?? 0),
    type,
    username: typeof entity.username === 'string' ? entity.username : '',
    email: typeof entity.email === 'string' ? entity.email : '',
    role_id: Number(entity.role_id ?? 1),
    role_name: typeof entity.role_name === 'string' && entity.role_name ? entity.role_name : defaultRole,
  };
}

/** The answer carries an `entity` object, or the same fields at top level (as the first version's logins did). */
function readLoginAnswer(answer: unknown): LoginResult {
  const body = asRecord(answer);
  if (typeof body.token !== 'string' || !body.token) {
    throw new ApiError(500, 'The server sent an unexpected login answer.', 'BAD_LOGIN_ANSWER');
  }
  return { token: body.token, entity: readEntity(body.entity ?? body) };
}

/** The account behind the stored token; a revoked or expired token ends the session (api-client). */
export async function fetchCurrentEntity(signal?: AbortSignal): Promise<SessionEntity> {
  const answer: unknown = await callApi('getCurrentAccount', {}, { signal });
  return readEntity(asRecord(answer).data);
}

/** Revokes a token; failures are ignored (the session is dropped locally either way). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await callApi('logout', {}, { token, handleSessionExpiry: false });
  } catch {
    // Logging out offline still ends the session in this browser.
  }
}

/**
 * Signs in through one portal. The server already refuses the other portal's accounts;
 * checking the account's kind here too guards against a server that lets one through.
 */
export async function loginRequest(portal: LoginPortal, input: LoginInput): Promise<LoginResult> {
  const answer: unknown = await callApi(loginOperations[portal], { body: input }, { token: null });
  const result = readLoginAnswer(answer);
  const clientAccount = isClientType(result.entity.type);
  const refusal =
    portal === 'client' && !clientAccount
      ? authMessages.clientsOnly
      : portal === 'admin' && clientAccount
        ? authMessages.adminsOnly
        : null;
  if (refusal) {
    await revokeToken(result.token);
    throw new ApiError(403, refusal, 'WRONG_PORTAL');
  }
  return result;
}
