import { defineRoutes } from '../define.ts';

const anyone = { public: true } as const;
const signedIn = { permission: 'session.read' } as const;

/** Signing in and out; the password links are public too: the person is signed out and the e-mailed token stands in for a session. */
export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/api/login/', access: anyone },
  loginAdmin: { method: 'POST', path: '/api/login/user/', access: anyone },
  loginClient: { method: 'POST', path: '/api/login/company/', access: anyone },
  logout: { method: 'POST', path: '/api/logout/', access: signedIn },
  getCurrentAccount: { method: 'GET', path: '/api/v1/me/', access: signedIn },
  requestPasswordReset: { method: 'POST', path: '/api/v1/auth/password-reset/', access: anyone },
  setPassword: { method: 'POST', path: '/api/v1/auth/password-reset/confirm/', access: anyone },
});
export type AuthOperationName = keyof typeof authRoutes;
