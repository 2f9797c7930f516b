import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { createCompany, createUser, testPassword } from './factories.ts';

export type AccountKind = 'admin' | 'staff' | 'editor' | 'photographer' | 'client' | 'company';

/** Signs a fresh account of the kind in through the real login; returns its headers and record. */
export async function signInAs(app: App, db: Db, kind: AccountKind, overrides: { companyId?: number } = {}) {
  const account =
    kind === 'company'
      ? await createCompany(db)
      : await createUser(db, kind, overrides.companyId ? { companyId: overrides.companyId } : {});
  const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { email: account.email, password: testPassword } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${kind} failed: ${res.body}`);
  return { headers: { authorization: `Token ${res.json().token as string}` }, account, companyId: 'companyId' in account ? account.companyId : account.id };
}
