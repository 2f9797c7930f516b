import { createHash } from 'node:crypto';
import path from 'node:path';
import { can, type OperationName, operationRoutes, type Permission } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readOnlyKeyMessage } from '../src/access/route-access.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLocalFileStore } from '../src/storage/local-file-store.ts';
import { activityLog, apiKeys, categories, loginTokens, roles, users } from '../src/db/schema/index.ts';
import { createUser } from './factories.ts';
import { emptyStore, fetchLink, listFiles, upload } from './files/files-helpers.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { databaseSnapshot, testSecretKey, useTestApp } from './test-app.ts';

const ctx = useTestApp();
const keysUrl = '/api/v1/api-keys/';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function owner() {
  return signInAs(ctx.app, ctx.database.db, 'admin');
}

/** Creates a key through the API as this owner; answers the full key and its row. */
async function createKey(headers: Record<string, string>, name: string, scope: 'read' | 'staff') {
  const res = await ctx.app.inject({ method: 'POST', url: keysUrl, headers, payload: { name, scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; key: string; prefix: string; name: string; scope: string };
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const keyRow = async (id: number) => (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

describe('creating and listing keys', () => {
  it('answers the full key once; the list shows its prefix, never the key or its hash', async () => {
    const { headers, account } = await owner();
    const res = await ctx.app.inject({ method: 'POST', url: keysUrl, headers, payload: { name: '  Zapier ', scope: 'read' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Zapier',
      scope: 'read',
      prefix: created.key.slice(0, 10),
      created_at: ctx.clock.now().toISOString(),
      last_used_at: null,
      revoked_at: null,
      creator_active: true,
      key: expect.stringMatching(/^pk_[A-Za-z0-9_-]{43}$/),
    });

    const stored = await keyRow(created.id);
    expect(stored.keyHash).toBe(sha256(created.key));
    expect(stored.createdBy).toBe(account.id);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const list = await get(keysUrl, headers);
    expect(list.statusCode).toBe(200);
    const { key: _key, ...row } = created;
    expect(list.json().data).toEqual([row]);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(stored.keyHash);
  });

  it('lists every key of the studio newest first, whoever of the owners created it', async () => {
    const first = await owner();
    const second = await owner();
    await createKey(first.headers, 'Zapier', 'read');
    ctx.clock.advance(1000);
    await createKey(second.headers, 'Website', 'staff');
    const names = (await get(keysUrl, first.headers)).json().data.map((key: { name: string }) => key.name);
    expect(names).toEqual(['Website', 'Zapier']);
  });

  it('logs who created and revoked a key', async () => {
    const { headers, account } = await owner();
    const key = await createKey(headers, 'Zapier', 'staff');
    await ctx.app.inject({ method: 'DELETE', url: `${keysUrl}${key.id}/`, headers });
    const entries = await ctx.database.db.select().from(activityLog).where(eq(activityLog.entityType, 'api_key'));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.entityId])).toEqual([
      ['api_key.created', account.id, key.id],
      ['api_key.revoked', account.id, key.id],
    ]);
  });
});

describe('signing in with a key', () => {
  it('acts as staff under the id of the owner who created it, named after the key, as Bearer or Token', async () => {
    const { headers, account } = await owner();
    const { key } = await createKey(headers, 'Zapier', 'staff');
    for (const authorization of [`Bearer ${key}`, `Token ${key}`]) {
      const me = await get('/api/v1/me/', { authorization });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data).toMatchObject({ id: account.id, type: 'user', username: 'API key "Zapier"', role_name: 'user' });
    }
  });

  it('scope read: reads what staff may read, refuses every write and every owner-only read', async () => {
    const { headers } = await owner();
    const { key } = await createKey(headers, 'Reports', 'read');
    const catalog = await createCatalog(ctx.database.db);
    for (const url of ['/api/v1/categories/', '/api/v1/projects/', '/api/v1/companies/', `/api/v1/categories/${catalog.category.id}/`, '/api/v1/invoices/']) {
      expect((await get(url, bearer(key))).statusCode, url).toBe(200);
    }
    const writes = [
      { method: 'POST', url: '/api/v1/categories/', payload: { name: 'Commercial', description: 'Offices' } },
      { method: 'POST', url: `/api/v1/categories/${catalog.category.id}/`, payload: { description: 'Houses' } },
      { method: 'DELETE', url: `/api/v1/categories/${catalog.category.id}/` },
      { method: 'POST', url: '/api/v1/projects/', payload: projectInput(catalog) },
    ] as const;
    for (const write of writes) {
      const res = await ctx.app.inject({ ...write, headers: bearer(key) });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: readOnlyKeyMessage });
    }
    expect(await ctx.database.db.select().from(categories)).toHaveLength(1);
    for (const url of ['/api/v1/settings/business/', keysUrl, '/api/v1/transactions/', '/api/v1/roles/']) {
      const res = await get(url, bearer(key));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('scope staff: does what staff may, logged as the owner under the key\'s name; never what only the owner may', async () => {
    const { headers, account } = await owner();
    const { key } = await createKey(headers, 'Website', 'staff');
    const category = await ctx.app.inject({ method: 'POST', url: '/api/v1/categories/', headers: bearer(key), payload: { name: 'Commercial', description: 'Offices' } });
    expect(category.statusCode, category.body).toBe(201);

    const project = await postProject(ctx.app, bearer(key), projectInput(await createCatalog(ctx.database.db)));
    expect(project.statusCode, project.body).toBe(201);
    const [logged] = await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, 'project.created'));
    expect(logged).toMatchObject({ actorKind: 'user', actorId: account.id, detail: expect.objectContaining({ actor_name: 'API key "Website"' }) });

    const refused = [
      { method: 'POST', url: keysUrl, payload: { name: 'Another', scope: 'staff' } },
      { method: 'GET', url: keysUrl },
      { method: 'POST', url: '/api/v1/settings/business/', payload: { name: 'Mine now' } },
      { method: 'GET', url: '/api/v1/transactions/' },
      { method: 'POST', url: '/api/v1/users/', payload: { username: 'New Editor', email: 'new.editor@example.test', password: 'password1', role: 'editor' } },
      { method: 'DELETE', url: `/api/v1/users/${account.id}/` },
    ] as const;
    for (const call of refused) {
      const res = await ctx.app.inject({ ...call, headers: bearer(key) });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(403);
    }
    expect(await ctx.database.db.select().from(apiKeys)).toHaveLength(1);
  });

  it('a revoked key answers 401 like a bad token; revoking again changes nothing; an unknown id is 404', async () => {
    const { headers } = await owner();
    const created = await createKey(headers, 'Zapier', 'staff');
    expect((await get('/api/v1/me/', bearer(created.key))).statusCode).toBe(200);

    ctx.clock.advance(5000);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `${keysUrl}${created.id}/`, headers });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ success: true, message: 'API key revoked.', data: { id: created.id, revoked_at: ctx.clock.now().toISOString() } });

    const refused = await get('/api/v1/me/', bearer(created.key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'Invalid token.', code: 'INVALID_TOKEN' });

    ctx.clock.advance(5000);
    const again = await ctx.app.inject({ method: 'DELETE', url: `${keysUrl}${created.id}/`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.revoked_at).toBe(revoked.json().data.revoked_at);

    expect((await ctx.app.inject({ method: 'DELETE', url: `${keysUrl}999999/`, headers })).statusCode).toBe(404);
  });

  it('an unknown key of the right shape answers 401', async () => {
    const res = await get('/api/v1/me/', bearer(`pk_${'A'.repeat(43)}`));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('stops working when the owner who created it is deactivated, or is an owner no more', async () => {
    const creator = await owner();
    const other = await owner();
    const deactivated = await createKey(creator.headers, 'Zapier', 'staff');
    expect((await get('/api/v1/me/', bearer(deactivated.key))).statusCode).toBe(200);
    const removal = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${creator.account.id}/`, headers: other.headers });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await get('/api/v1/me/', bearer(deactivated.key))).statusCode).toBe(401);
    // The list says so: not revoked, yet stopped with its creator.
    const listed = (await get(keysUrl, other.headers)).json().data.find((row: { id: number }) => row.id === deactivated.id);
    expect(listed).toMatchObject({ revoked_at: null, creator_active: false });

    const demoted = await createKey(other.headers, 'Website', 'staff');
    expect((await get('/api/v1/me/', bearer(demoted.key))).statusCode).toBe(200);
    const [staffRole] = await ctx.database.db.select().from(roles).where(eq(roles.name, 'user'));
    await ctx.database.db.update(users).set({ type: 'user', roleId: staffRole!.id }).where(eq(users.id, other.account.id));
    expect((await get('/api/v1/me/', bearer(demoted.key))).statusCode).toBe(401);
  });

  it('records when it was last used, moving it at most once a minute', async () => {
    const { headers } = await owner();
    const { id, key } = await createKey(headers, 'Zapier', 'read');
    const lastUsed = async () => (await get(keysUrl, headers)).json().data.find((row: { id: number }) => row.id === id).last_used_at;
    expect(await lastUsed()).toBeNull();

    const first = ctx.clock.now().toISOString();
    await get('/api/v1/me/', bearer(key));
    expect(await lastUsed()).toBe(first);
    ctx.clock.advance(30_000);
    await get('/api/v1/me/', bearer(key));
    expect(await lastUsed()).toBe(first);
    ctx.clock.advance(31_000);
    await get('/api/v1/me/', bearer(key));
    expect(await lastUsed()).toBe(ctx.clock.now().toISOString());
  });

  it('cannot sign out: logout answers 400 and the key keeps working', async () => {
    const { headers } = await owner();
    const { key } = await createKey(headers, 'Zapier', 'staff');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringContaining('revokes it in Settings') });
    expect((await get('/api/v1/me/', bearer(key))).statusCode).toBe(200);
  });

  it('hands out signed file links that work without a header and die when the key is revoked', async () => {
    await emptyStore(ctx.dataDir);
    const { headers } = await owner();
    const staffKey = await createKey(headers, 'Uploader', 'staff');
    const readKey = await createKey(headers, 'Reader', 'read');
    const projectId = (await postProject(ctx.app, bearer(staffKey.key), projectInput(await createCatalog(ctx.database.db)))).json().data.id as number;

    expect((await upload(ctx.app, bearer(readKey.key), projectId, [{ name: 'notes.txt', bytes: 'notes' }], { folder_path: 'Exterior' })).statusCode).toBe(403);
    const uploaded = await upload(ctx.app, bearer(staffKey.key), projectId, [{ name: 'notes.txt', bytes: 'notes' }], { folder_path: 'Exterior' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const links = await Promise.all(
      [staffKey, readKey].map(async ({ key }) => {
        const listed = await listFiles(ctx.app, bearer(key), projectId, 'Exterior');
        expect(listed.statusCode, listed.body).toBe(200);
        return listed.json().data.files[0].download_url as string;
      }),
    );
    for (const link of links) {
      const res = await fetchLink(ctx.app, link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('notes');
    }

    await ctx.app.inject({ method: 'DELETE', url: `${keysUrl}${staffKey.id}/`, headers });
    const dead = await fetchLink(ctx.app, links[0]!);
    expect(dead.statusCode).toBe(403);
    expect(dead.json().message).toBe('This link no longer works. Open the file again from the portal.');
    expect((await fetchLink(ctx.app, links[1]!)).statusCode).toBe(200);
  });

  it('leaves a login token that happens to start with pk_ a login token', async () => {
    const account = await createUser(ctx.database.db, 'staff');
    const secret = `pk_${'x'.repeat(40)}`;
    await ctx.database.db.insert(loginTokens).values({ tokenHash: sha256(secret), accountKind: 'user', userId: account.id, expiresAt: new Date('2100-01-01T00:00:00Z') });
    const me = await get('/api/v1/me/', bearer(secret));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ id: account.id, username: account.username });
  });
});

/** Every operation only the owner may call, read off the contract's operation table and the policy: a new one is covered as it is added. */
const ownerOnly = (Object.keys(operationRoutes) as OperationName[]).filter((name) => {
  const { access } = operationRoutes[name];
  if ('public' in access) return false;
  const permission: Permission = access.permission;
  return can({ type: 'admin', roleName: 'admin' }, permission) && !can({ type: 'user', roleName: 'user' }, permission);
});
/** Every operation that needs a sign-in and is not a read (GET, or a HEAD such as a tus upload's offset). */
const writes = (Object.keys(operationRoutes) as OperationName[]).filter((name) => !('public' in operationRoutes[name].access) && !['GET', 'HEAD'].includes(operationRoutes[name].method));
const callOf = (name: OperationName, key: string) => {
  const { method, path: url } = operationRoutes[name];
  return ctx.app.inject({ method, url: url.replace(/:[^/]+/g, '1'), headers: bearer(key), ...(method === 'GET' ? {} : { payload: {} }) });
};
const businessTables = ['companies', 'users', 'categories', 'services', 'projects', 'invoices', 'activity_log', 'folders', 'files', 'business_settings', 'plans', 'subscriptions', 'transactions', 'login_tokens'];

describe('a key never reaches what only the owner may do', () => {
  it('finds the owner-only operations in the contract', () => {
    expect(ownerOnly).toEqual(expect.arrayContaining(['listApiKeys', 'createApiKey', 'revokeApiKey', 'getBusinessProfile', 'listTransactions', 'listRoles']));
    expect(writes).toEqual(expect.arrayContaining(['createCategory', 'deleteProject', 'logout']));
  });

  it.each(['read', 'staff'] as const)('scope %s: 403 on every owner-only operation, before its input is read, changing nothing', async (scope) => {
    const { headers } = await owner();
    await createCatalog(ctx.database.db);
    const { key } = await createKey(headers, 'Matrix', scope);
    const before = await databaseSnapshot(ctx.database.db, businessTables);
    for (const name of ownerOnly) {
      const res = await callOf(name, key);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(403);
      expect(res.json(), name).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await databaseSnapshot(ctx.database.db, businessTables)).toBe(before);
  });

  it('scope read: 403 on every operation that is not a GET, saying the key is read-only', async () => {
    const { headers } = await owner();
    await createCatalog(ctx.database.db);
    const { key } = await createKey(headers, 'Matrix', 'read');
    const before = await databaseSnapshot(ctx.database.db, businessTables);
    for (const name of writes) {
      const res = await callOf(name, key);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(403);
      expect(res.json().message, name).toBe(readOnlyKeyMessage);
    }
    expect(await databaseSnapshot(ctx.database.db, businessTables)).toBe(before);
  });
});

describe('the rate limit of a key', () => {
  const limited = useTestApp({ env: { API_KEY_RATE_LIMIT: '3' } });
  const me = (app: typeof limited.app, key: string) => app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(key) });
  const newKey = async (name: string) => {
    const { headers } = await signInAs(limited.app, limited.database.db, 'admin');
    const res = await limited.app.inject({ method: 'POST', url: keysUrl, headers, payload: { name, scope: 'read' } });
    return res.json().data.key as string;
  };

  it('answers 429 with Retry-After past the limit in a minute, and takes calls again in the next one', async () => {
    const key = await newKey('Busy');
    for (let call = 1; call <= 3; call++) expect((await me(limited.app, key)).statusCode, `call ${call}`).toBe(200);
    const refused = await me(limited.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests with this API key: at most 3 a minute. Try again in 60 seconds.' });

    limited.clock.advance(45_500);
    const later = await me(limited.app, key);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');

    limited.clock.advance(15_000);
    expect((await me(limited.app, key)).statusCode).toBe(200);
  });

  it('counts calls sent at the same moment exactly: one UPDATE moves the count', async () => {
    const key = await newKey('Burst');
    const answers = await Promise.all(Array.from({ length: 8 }, () => me(limited.app, key)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('counts each key on its own', async () => {
    const busy = await newKey('Busy');
    const quiet = await newKey('Quiet');
    for (let call = 1; call <= 4; call++) await me(limited.app, busy);
    expect((await me(limited.app, busy)).statusCode).toBe(429);
    expect((await me(limited.app, quiet)).statusCode).toBe(200);
  });

  describe('with a second instance of the app on the same database', () => {
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    afterAll(async () => second?.close());

    it('shares the count: nothing of it is kept in one instance', async () => {
      second = await buildApp({
        config: loadConfig({ DATA_DIR: limited.dataDir, API_KEY_RATE_LIMIT: '3' }),
        database: limited.database,
        store: createLocalFileStore(path.join(limited.dataDir, 'files')),
        secretKey: testSecretKey,
        clock: limited.clock.now,
        backgroundWork: false,
        webDistDir: path.join(limited.dataDir, 'no-web-build'),
        logger: false,
      });
      const key = await newKey('Shared');
      expect((await me(limited.app, key)).statusCode).toBe(200);
      expect((await me(second, key)).statusCode).toBe(200);
      expect((await me(limited.app, key)).statusCode).toBe(200);
      expect((await me(second, key)).statusCode).toBe(429);
      expect((await me(limited.app, key)).statusCode).toBe(429);
    });
  });
});
