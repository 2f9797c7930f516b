import { authMessages, isClientType, type AccountType } from '@portal/contract';
import { AppError } from '../../errors.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { AuthRepository } from './auth.repository.ts';
import { throttleLimits } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { inviteMessage, linkLifetimeHours, linkPath, resetMessage } from './password-mail.ts';
import type { LinkAccount, PasswordTokenPurpose, PasswordTokensRepository } from './password-tokens.repository.ts';
import { hashTokenSecret, newTokenSecret } from './token-secret.ts';

/** The part of pino (Fastify's `app.log`) the links use. */
export interface LinksLogger {
  error(details: object, message: string): void;
}

interface Deps {
  tokens: PasswordTokensRepository;
  accounts: Pick<AuthRepository, 'findAccountsByEmail' | 'reserveFailure'>;
  /** The e-mail goes out as a job: a mail server that is down delays it, never loses it. */
  jobs: Pick<JobsRepository, 'enqueue'>;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  log: LinksLogger;
  clock?: () => Date;
}

/** Reset requests allowed per e-mail and per client address in the login throttle's window. */
export const resetLimits = { perEmail: 3, perAddress: 20 } as const;

/** An account an invitation goes to. */
export interface Invitee extends LinkAccount {
  email: string;
  name: string;
}

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, [{ field: 'token', message: message.replace(/^token: /, '') }]);
};

/** "Forgot password?" links and invitations: single-use links, e-mailed, that set a password. */
export function createPasswordLinksService({ tokens, accounts, jobs, publicUrl, log, clock = () => new Date() }: Deps) {
  async function issue(purpose: PasswordTokenPurpose, account: LinkAccount) {
    const { secret, hash } = newTokenSecret();
    const now = clock();
    await tokens.insert({ tokenHash: hash, purpose, account, createdAt: now, expiresAt: new Date(now.getTime() + linkLifetimeHours[purpose] * 3_600_000) });
    return `${publicUrl}${linkPath[purpose]}?token=${secret}`;
  }

  async function send(about: object, message: () => Promise<MailMessage>) {
    try {
      await jobs.enqueue('mail.send', await message());
    } catch (error) {
      log.error({ ...about, err: error }, 'password link e-mail could not be queued');
    }
  }

  /** Every active account with the address gets its own link (an e-mail may hold a person and a company login). */
  async function mailResetLinks(email: string) {
    const found = (await accounts.findAccountsByEmail(email)).filter((account) => account.isActive);
    for (const account of found) {
      await send({ notification: 'password_reset', account: account.kind }, async () => resetMessage(account.email, await issue('reset', account)));
    }
  }

  return {
    /**
     * Answers the same whether or not an account uses the address: the throttle counts every
     * request alike, and the lookup and the e-mail happen after the answer.
     */
    async requestReset(input: { email: string }, address: string) {
      const email = input.email.trim().toLowerCase();
      const at = clock();
      const since = new Date(at.getTime() - throttleLimits.windowMinutes * 60_000);
      const reserved = await accounts.reserveFailure({ email, address }, { since, at }, resetLimits, { email: 'reset_email', address: 'reset_address' });
      if (!reserved) throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyResetRequests);
      void mailResetLinks(email).catch((error: unknown) => log.error({ notification: 'password_reset', err: error }, 'password reset failed'));
      return { message: authMessages.resetRequested };
    },

    /** Queues a "set your password" link, valid for 7 days, as an e-mail; a failure to queue is logged, never thrown. */
    async invite(invitee: Invitee, type: AccountType) {
      const kind = isClientType(type) ? ('client' as const) : ('admin' as const);
      const portal = { kind, signIn: `${publicUrl}${kind === 'client' ? '/login' : '/admin/login'}` };
      await send({ notification: 'invite', account: invitee.kind }, async () => inviteMessage(invitee.email, invitee.name, await issue('invite', invitee), portal));
    },

    /** Sets the password a reset or invitation link was sent for; the link then dies, and so do the account's sessions. */
    async setPassword(input: { token: string; password: string }) {
      const link = await tokens.findByHash(hashTokenSecret(input.token));
      if (!link || !link.accountActive) return refuse(authMessages.linkInvalid);
      if (link.usedAt) return refuse(authMessages.linkUsed);
      const now = clock();
      if (link.expiresAt <= now) return refuse(authMessages.linkExpired);
      const account: LinkAccount = link.accountKind === 'user' ? { kind: 'user', id: link.userId! } : { kind: 'company', id: link.companyId! };
      const used = await tokens.usePassword(link.id, account, await hashPassword(input.password), now);
      if (!used) return refuse(authMessages.linkUsed);
      const type: AccountType = link.accountKind === 'company' ? 'company' : link.userType!;
      return { portal: isClientType(type) ? ('client' as const) : ('admin' as const) };
    },
  };
}

export type PasswordLinksService = ReturnType<typeof createPasswordLinksService>;
