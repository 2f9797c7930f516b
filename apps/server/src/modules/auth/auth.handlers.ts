import type { AuthOperationName, LoginInput } from '@portal/contract';
import { requireAccess } from '../../access/permissions.ts';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { AuthService, Portal } from './auth.service.ts';
import type { PasswordLinksService } from './password-links.service.ts';

/** Sign-in, sign-out and the password links (public: the person is signed out; the e-mailed link's token stands in for a session). */
export const authHandlers = (auth: AuthService, links: PasswordLinksService): OperationHandlers<AuthOperationName> => {
  // The three logins differ only in the accounts their portal takes.
  const signIn = async (portal: Portal, { body, ip }: { body: LoginInput; ip: string }) => ({ success: true as const, ...(await auth.login(portal, body, ip)) });
  return {
    login: (request) => signIn('any', request),
    loginAdmin: (request) => signIn('admin', request),
    loginClient: (request) => signIn('client', request),
    logout: async (request) => {
      await auth.logout(actorOf(request));
      return { success: true, message: 'Logged out.' };
    },
    getCurrentAccount: async (request) => {
      const actor = actorOf(request);
      requireAccess(actor, 'session.read');
      return { success: true, data: auth.entityOf(actor) };
    },
    requestPasswordReset: async (request) => ({ success: true, ...(await links.requestReset(request.body, request.ip)) }),
    setPassword: async (request) => ({ success: true, message: 'Your password is set. Sign in with it now.', data: await links.setPassword(request.body) }),
  };
};
