import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
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
// The stamp comes back as a header, so a HEAD (which Fastify answers from the GET route, without a body) shows it too.
const echoStamp = async (request: FastifyRequest, reply: FastifyReply) => reply.header('x-stamp', String(request.dataStampAtSignIn ?? 'none')).send('');
app.get('/api/echo/', echo, echoStamp);
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) app.route({ method, url: '/api/echo/', ...echo, handler: echoStamp });

beforeAll(() => app.ready());
afterAll(() => app.close());

const stampSeenBy = async (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => {
  const response = await app.inject({ method, url: '/api/echo/', headers: { authorization: 'Token any' } });
  expect(response.statusCode, method).toBe(200);
  return response.headers['x-stamp'];
};

describe('the data stamp read with the session', () => {
  it('is carried by a GET and a HEAD, which write nothing before they read', async () => {
    expect(await stampSeenBy('GET')).toBe(String(stampAtSignIn));
    expect(await stampSeenBy('HEAD')).toBe(String(stampAtSignIn));
  });

  it('is never carried by a request that may write, whatever its handler passes on', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(await stampSeenBy(method), method).toBe('none');
  });
});
