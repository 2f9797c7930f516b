import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor.ts';
import { permitted } from '../access/route-access.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { registerAuthentication } from './authenticate.ts';

const staff: Actor = { kind: 'user', id: 7, type: 'user', username: 'Sam', email: 'sam@studio.test', roleId: 2, roleName: 'user', companyId: null, tokenId: 3 };
const stampAtSignIn = 4242;
/** A session lookup that answers the stamp as the real one does, with any token. */
const auth = { authenticateRequest: async () => ({ actor: staff, dataStamp: stampAtSignIn }) } as unknown as AuthService;

const app = Fastify();
registerAuthentication(app, auth);
const echo = { config: { access: permitted('projects.read') } };
const answer = (request: { dataStampAtSignIn: number | undefined }) => ({ stamp: request.dataStampAtSignIn ?? null });
app.get('/api/echo/', echo, async (request) => answer(request));
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) app.route({ method, url: '/api/echo/', ...echo, handler: async (request) => answer(request) });

beforeAll(() => app.ready());
afterAll(() => app.close());

const stampSeenBy = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => {
  const response = await app.inject({ method, url: '/api/echo/', headers: { authorization: 'Token any' } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { stamp: number | null }).stamp;
};

describe('the data stamp read with the session', () => {
  it('is carried by a GET, which writes nothing before it reads', async () => {
    expect(await stampSeenBy('GET')).toBe(stampAtSignIn);
  });

  it('is never carried by a request that may write, whatever its handler passes on', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(await stampSeenBy(method), method).toBeNull();
  });
});
