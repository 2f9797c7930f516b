import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { decideAccess as decideScreenAccess, rootRedirect } from './guards';
import { loginRedirect, screenAccessAt } from './login-redirect';

// Each path is decided by the access its router entry declares.
const decideAccess = (session: Session | null, path: string, search = '') => decideScreenAccess(session, screenAccessAt(path), path, search);

const person = (type: Session['type'], roleName: string): Session => ({
  token: 't',
  type,
  id: 1,
  username: 'someone',
  email: 'someone@example.com',
  roleId: 1,
  roleName,
});

const actors = {
  none: null,
  admin: person('admin', 'admin'),
  user: person('user', 'user'),
  editor: person('user', 'editor'),
  photographer: person('user', 'photographer'),
  client: person('client', 'customer'),
  company: person('company', 'client'),
} satisfies Record<string, Session | null>;
type Actor = keyof typeof actors;

const A = 'allow';
type Row = [path: string, expected: Record<Actor, string>];
const same = (to: string): Record<Actor, string> => ({ none: to, admin: to, user: to, editor: to, photographer: to, client: to, company: to });
const clientPortal: Record<Actor, string> = { none: '/login', admin: '/dashboard', user: '/dashboard', editor: '/editor', photographer: '/photographer', client: A, company: A };
const staff: Record<Actor, string> = {
  none: '/admin/login',
  admin: A,
  user: A,
  editor: '/editor',
  photographer: '/photographer',
  client: '/client/dashboard',
  company: '/client/dashboard',
};
const owner: Record<Actor, string> = { ...staff, user: '/dashboard' };
const editorProject: Record<Actor, string> = { ...staff, admin: '/dashboard', editor: A };
const photographerScreen: Record<Actor, string> = { ...staff, admin: '/dashboard', user: '/dashboard', photographer: A };

const table: Row[] = [
  ['/', same(A)],
  ['/welcome', same(A)],
  ['/login', same(A)],
  ['/admin/login', same(A)],
  ['/no-such-page', same(A)],
  ['/client/dashboard', clientPortal],
  ['/client/projects', clientPortal],
  ['/client/book', clientPortal],
  ['/client/project/7', clientPortal],
  ['/client/project/7/files', clientPortal],
  ['/clientc/dashboard', clientPortal],
  ['/dashboard', staff],
  ['/overview', staff],
  ['/project/7', staff],
  ['/project/7/files', staff],
  ['/users', staff],
  ['/companies', staff],
  ['/projects', staff],
  ['/project-categories', staff],
  ['/project-services', staff],
  ['/invoices', staff],
  ['/revisions', staff],
  ['/calendar', staff],
  ['/upload-test', staff],
  ['/income-expense', owner],
  ['/roles', owner],
  ['/subscriptions', owner],
  ['/settings', owner],
  [
    '/client-projects',
    { none: '/login', admin: '/dashboard', user: '/dashboard', editor: '/editor', photographer: '/photographer', client: '/client/projects', company: '/client/projects' },
  ],
  ['/editor', { ...staff, editor: A }],
  ['/editor/project/7', editorProject],
  ['/editor/project/7/files', editorProject],
  ['/editor/revision/7', { ...staff, editor: A }],
  ['/photographer', photographerScreen],
  ['/photographer/shoot/7', photographerScreen],
];

// A visitor without a session is sent to sign in, and back to the page asked for afterwards.
const withAskedPage = (actor: Actor, path: string, to: string) => (actor === 'none' && to !== A ? `${to}?next=${path}` : to);
const cases = table.flatMap(([path, expected]) =>
  (Object.keys(actors) as Actor[]).map((actor) => ({ path, actor, expected: withAskedPage(actor, path, expected[actor]) })),
);

describe('decideAccess', () => {
  it.each(cases)('$actor on $path: $expected', ({ path, actor, expected }) => {
    const access = decideAccess(actors[actor], path);
    expect(access).toEqual(expected === A ? { kind: 'allow' } : { kind: 'redirect', to: expected });
  });

  it('ignores a trailing slash', () => {
    expect(decideAccess(actors.client, '/client/projects/')).toEqual({ kind: 'allow' });
    expect(decideAccess(null, '/users/')).toEqual({ kind: 'redirect', to: '/admin/login?next=/users/' });
  });

  it("keeps the asked page's query string for after sign-in", () => {
    expect(decideAccess(null, '/project/12/files', '?folder=Exterior')).toEqual({
      kind: 'redirect',
      to: '/admin/login?next=/project/12/files%3Ffolder%3DExterior',
    });
  });

  it('treats the editor role name without regard to case', () => {
    expect(decideAccess(person('user', 'Editor'), '/projects')).toEqual({ kind: 'redirect', to: '/editor' });
  });

  it('treats an admin account holding the editor role as the owner, never round in circles', () => {
    const adminEditor = person('admin', 'editor');
    expect(decideAccess(adminEditor, '/editor')).toEqual({ kind: 'allow' });
    expect(decideAccess(adminEditor, '/editor/project/7')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess(adminEditor, '/dashboard')).toEqual({ kind: 'allow' });
  });

  it('refuses a screen that declares no access, signed in or not', () => {
    expect(decideScreenAccess(null, undefined, '/forgotten')).toEqual({ kind: 'redirect', to: '/admin/login?next=/forgotten' });
    expect(decideScreenAccess(actors.admin, undefined, '/forgotten')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideScreenAccess(actors.company, undefined, '/forgotten')).toEqual({ kind: 'redirect', to: '/client/dashboard' });
  });
});

describe('rootRedirect', () => {
  it.each([
    ['none', '/welcome'],
    ['admin', '/dashboard'],
    ['user', '/dashboard'],
    ['editor', '/editor'],
    ['client', '/client/projects'],
    ['company', '/client/projects'],
  ] as [Actor, string][])('%s goes to %s', (actor, to) => {
    expect(rootRedirect(actors[actor])).toBe(to);
  });
});

describe('loginRedirect', () => {
  it.each([
    ['admin', '/dashboard'],
    ['user', '/dashboard'],
    ['editor', '/editor'],
    ['client', '/client/dashboard'],
    ['company', '/client/dashboard'],
  ] as [Actor, string][])('a signed-in %s without a page asked for goes to %s', (actor, to) => {
    expect(loginRedirect(actors[actor])).toBe(to);
  });

  it('keeps a visitor without a session on the login page', () => {
    expect(loginRedirect(null, '/client/project/12')).toBeNull();
  });

  it.each([
    ['company', '/client/project/12'],
    ['client', '/client/project/12/files'],
    ['user', '/project/12/files'],
    ['admin', '/settings'],
    ['editor', '/editor/project/3'],
    ['user', '/project/12/files?folder=Exterior'],
  ] as [Actor, string][])('a %s returns to %s, the page asked for', (actor, next) => {
    expect(loginRedirect(actors[actor], next)).toBe(next);
  });

  it.each([
    ['admin', '/client/project/12', '/dashboard'],
    ['company', '/project/12/files', '/client/dashboard'],
    ['user', '/settings', '/dashboard'],
    ['editor', '/projects', '/editor'],
    ['client', '/login', '/client/dashboard'],
    ['admin', '/welcome', '/dashboard'],
    ['admin', '/no-such-page', '/dashboard'],
  ] as [Actor, string, string][])('a %s asking for %s, which is not theirs, goes home to %s', (actor, next, home) => {
    expect(loginRedirect(actors[actor], next)).toBe(home);
  });

  it.each(['//evil.example/dashboard', 'https://evil.example/dashboard', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'never leaves the site for %s',
    (next) => {
      expect(loginRedirect(actors.admin, next)).toBe('/dashboard');
    },
  );
});
