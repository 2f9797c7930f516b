import { roleLabels, roleNames } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { can, permissions } from '../src/access/permissions.ts';
import { rolePrincipals } from '../src/access/role-permissions.ts';
import { createCompany, createUser } from './factories.ts';
import { signInAs } from './sign-in.ts';
import { useTestApp } from './test-app.ts';

const ctx = useTestApp();

async function roles() {
  const { headers, account } = await signInAs(ctx.app, ctx.database.db, 'admin');
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/roles/', headers });
  expect(res.statusCode, res.body).toBe(200);
  return { owner: account, list: res.json().data as Array<{ role: string; name: string; permissions: Array<{ permission: string; description: string }>; holders: Array<{ id: number; kind: string; name: string }> }> };
}

describe('the roles', () => {
  it('lists the six roles by their names, each with exactly the permissions the access rules grant it', async () => {
    const { list } = await roles();
    expect(list.map((role) => role.name)).toEqual(['Owner', 'Staff', 'Editor', 'Photographer', 'Client company', 'Client contact']);
    expect(list.map((role) => role.role)).toEqual([...roleNames]);
    for (const role of list) {
      const granted = permissions.filter((permission) => can(rolePrincipals[role.role as keyof typeof rolePrincipals], permission));
      expect(role.permissions.map((p) => p.permission), role.name).toEqual(granted);
      expect(role.name).toBe(roleLabels[role.role as keyof typeof roleLabels]);
      for (const permission of role.permissions) expect(permission.description, permission.permission).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('says in words what differs between the roles: only the owner changes settings and staff accounts, an editor works on assigned projects, a client sees its own', async () => {
    const { list } = await roles();
    const words = Object.fromEntries(list.map((role) => [role.name, role.permissions.map((p) => p.description)]));
    expect(words.Owner).toContain('Change the business profile, logo and settings');
    expect(words.Owner).toContain('Add, change and deactivate staff and editor accounts');
    expect(words.Staff).not.toContain('Change the business profile, logo and settings');
    expect(words.Staff).toContain('Add, change and deactivate client contacts');
    expect(words.Editor).toEqual(expect.arrayContaining(['See the projects assigned to them until they are completed', 'Upload files, create folders and delete files on their assigned projects']));
    expect(words.Editor).not.toContain('See invoices');
    expect(words.Photographer).toEqual(expect.arrayContaining(['See their own shoots on the calendar and in their feed', 'Upload files, create folders and delete files on their shoots until completed']));
    expect(words.Photographer).not.toContain('See invoices');
    expect(words['Client company']).toEqual(words['Client contact']);
    expect(words['Client contact']).toEqual(expect.arrayContaining(["See their company's projects", "See their company's invoices once sent", 'Mark photos as favourites']));
  });

  it('names who holds each role: people by their role, client companies as themselves', async () => {
    const db = ctx.database.db;
    const company = await createCompany(db, { companyName: 'Coastal Homes' });
    const editor = await createUser(db, 'editor', { username: 'Maya Editor' });
    const photographer = await createUser(db, 'photographer', { username: 'Pia Lens' });
    const contact = await createUser(db, 'client', { username: 'Chris Contact', companyId: company.id });
    const staff = await createUser(db, 'staff', { username: 'Sam Staff' });
    const { owner, list } = await roles();
    const ownerName = 'username' in owner ? owner.username : '';
    const holders = Object.fromEntries(list.map((role) => [role.name, role.holders.map((holder) => `${holder.kind}:${holder.id}:${holder.name}`)]));
    expect(holders).toEqual({
      Owner: [`user:${owner.id}:${ownerName}`],
      Staff: [`user:${staff.id}:Sam Staff`],
      Editor: [`user:${editor.id}:Maya Editor`],
      Photographer: [`user:${photographer.id}:Pia Lens`],
      'Client company': [`company:${company.id}:Coastal Homes`],
      'Client contact': [`user:${contact.id}:Chris Contact`],
    });
  });

  it('is the owner’s: staff, editors and clients are refused', async () => {
    for (const kind of ['staff', 'editor', 'photographer', 'client', 'company'] as const) {
      const { headers } = await signInAs(ctx.app, ctx.database.db, kind);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/roles/', headers })).statusCode, kind).toBe(403);
    }
  });
});
