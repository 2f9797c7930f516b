import type { AccountType } from '@portal/contract';

/** Each portal has its own sign-in page: clients use /login, staff, the owner and editors /admin/login. */
export function signInPathFor(type: AccountType | null | undefined): '/login' | '/admin/login' {
  return type === 'client' || type === 'company' ? '/login' : '/admin/login';
}

const base = 'http://same-origin.invalid';
// Backslashes, whitespace and control characters let a browser read '/\evil' or '/\t/evil' as '//evil'.
const hasUnsafeCharacter = (raw: string) =>
  /[\\\s]/.test(raw) || [...raw].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/** A page to return to after sign-in: a same-origin path only (never '//host' or 'scheme:'), else null. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in page that returns to `next` afterwards; the slashes stay readable in the address bar. */
export function withNext(signInPath: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe || safe === '/') return signInPath;
  return `${signInPath}?next=${encodeURIComponent(safe).replace(/%2F/g, '/')}`;
}
