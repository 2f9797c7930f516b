import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { isNavItemActive, sidebarGroups } from './navigation';

const session = (type: Session['type'], roleName: string): Session => ({
  token: 't',
  type,
  id: 1,
  username: 'someone',
  email: 'someone@example.com',
  roleId: 1,
  roleName,
});

const outline = (s: Session) =>
  sidebarGroups(s).map((group) => ({ label: group.label, items: group.items.map((item) => `${item.title} ${item.to}`) }));

describe('sidebarGroups', () => {
  it('gives the owner every staff item plus the owner-only screens', () => {
    expect(outline(session('admin', 'admin'))).toEqual([
      { label: 'General', items: ['Dashboard /dashboard'] },
      {
        label: 'Applications',
        items: [
          'Companies /companies',
          'Projects /projects',
          'Calendar /calendar',
          'Users /users',
          'Invoices /invoices',
          'Revisions /revisions',
          'Overview /overview',
          'Income and Expense /income-expense',
          'Roles /roles',
          'Subscriptions /subscriptions',
          'Settings /settings',
        ],
      },
    ]);
  });

  it('gives staff the dashboard and the staff screens only', () => {
    expect(outline(session('user', 'user'))).toEqual([
      { label: 'General', items: ['Dashboard /dashboard'] },
      {
        label: 'Applications',
        items: ['Companies /companies', 'Projects /projects', 'Calendar /calendar', 'Users /users', 'Invoices /invoices', 'Revisions /revisions', 'Overview /overview'],
      },
    ]);
  });

  it('gives editors only their task list, whatever the case of the role name', () => {
    const tasksOnly = [{ label: 'Tasks', items: ['Tasks /editor'] }];
    expect(outline(session('user', 'editor'))).toEqual(tasksOnly);
    expect(outline(session('user', 'Editor'))).toEqual(tasksOnly);
  });

  it('gives photographers their own shoots only', () => {
    expect(outline(session('user', 'photographer'))).toEqual([{ label: 'My Shoots', items: ['My Shoots /photographer'] }]);
  });

  it.each(['client', 'company'] as const)('gives a %s account the client dashboard and My Projects', (type) => {
    expect(outline(session(type, type === 'company' ? 'client' : 'customer'))).toEqual([
      { label: 'General', items: ['Dashboard /client/dashboard'] },
      { label: 'My Projects', items: ['My Projects /client/projects'] },
    ]);
  });

  it('never treats a client account as an editor', () => {
    expect(outline(session('client', 'editor'))[1]?.items).toEqual(['My Projects /client/projects']);
  });

  it('never treats an admin account as an editor: it is the owner, as the API reads it', () => {
    expect(outline(session('admin', 'editor'))).toEqual(outline(session('admin', 'admin')));
  });

  it('gives every item an icon', () => {
    for (const group of sidebarGroups(session('admin', 'admin'))) {
      for (const item of group.items) expect(item.icon).toBeTruthy();
    }
  });
});

describe('isNavItemActive', () => {
  it('matches the item path and paths below it', () => {
    expect(isNavItemActive('/companies', '/companies')).toBe(true);
    expect(isNavItemActive('/projects', '/project-services')).toBe(true);
    expect(isNavItemActive('/projects', '/project-categories')).toBe(true);
    expect(isNavItemActive('/companies', '/project-services')).toBe(false);
    expect(isNavItemActive('/editor', '/editor/project/3/files')).toBe(true);
    expect(isNavItemActive('/users', '/companies')).toBe(false);
  });

  it('lights the list item on its singular detail screens', () => {
    expect(isNavItemActive('/projects', '/project/7')).toBe(true);
    expect(isNavItemActive('/client/projects', '/client/project/7/files')).toBe(true);
    expect(isNavItemActive('/project-categories', '/projects')).toBe(false);
  });

  it('does not confuse paths that merely share a prefix', () => {
    expect(isNavItemActive('/dashboard', '/dashboards')).toBe(false);
    expect(isNavItemActive('/projects', '/projectsarchive')).toBe(false);
  });
});
