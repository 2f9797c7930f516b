import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render-route';
import { operationUrl } from './api-call';
import { ApiError, apiFetch, setSessionExpiredRedirect } from './api-client';
import { readSession, logoutMessage, writeSession } from './session';

/** Any URL of the API will do: apiFetch treats them alike. */
const projectsPath = operationUrl('listProjects');

const entity = { id: 3, type: 'user', username: 'sam', email: 'sam@example.com', role_id: 2, role_name: 'user' } as const;
const fetchMock = vi.fn<typeof fetch>();
const redirect = vi.fn<(path: string) => void>();
let restoreRedirect: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreRedirect = setSessionExpiredRedirect(redirect);
});

afterEach(() => {
  restoreRedirect();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  redirect.mockReset();
});

describe('apiFetch', () => {
  it('sends the stored token with the Token scheme and a JSON body', async () => {
    writeSession('abc123', entity);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [] }));

    await expect(apiFetch(projectsPath, { method: 'POST', body: { projectName: 'Loft' } })).resolves.toEqual({
      success: true,
      data: [],
    });

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(projectsPath);
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token abc123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ projectName: 'Loft' }));
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws the server message with status, code and field errors', async () => {
    const errors = [{ field: 'name', message: 'name is required' }];
    fetchMock.mockResolvedValue(jsonResponse(400, { success: false, message: 'name is required', code: 'VALIDATION', errors }));

    const error = await apiFetch(operationUrl('listCompanies')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'name is required', code: 'VALIDATION', errors });
  });

  it("falls back to 'HTTP error! status: {code}' without a message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502 }));
    await expect(apiFetch(operationUrl('getHealth'))).rejects.toThrow('HTTP error! status: 502');
  });

  it('ends the session on a 401 to a call made with a token', async () => {
    writeSession('stale', entity);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid token.', code: 'UNAUTHENTICATED' }));

    const error = await apiFetch(projectsPath).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, sessionExpired: true });
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(logoutMessage()).toBe('Session expired, please log in again.');
    expect(redirect).toHaveBeenCalledWith('/admin/login');
  });

  it.each([
    ['admin', 'admin', '/admin/login'],
    ['user', 'user', '/admin/login'],
    ['user', 'editor', '/admin/login'],
    ['company', 'client', '/login'],
    ['client', 'customer', '/login'],
  ] as const)("sends an expired %s (%s) to their own portal's sign-in, %s, and back to the page afterwards", async (type, role_name, signIn) => {
    window.history.pushState(null, '', '/project/12/files?folder=Exterior');
    writeSession('stale', { ...entity, type, role_name });
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid token.' }));

    await apiFetch(projectsPath).catch(() => {});
    window.history.pushState(null, '', '/');

    expect(redirect).toHaveBeenCalledWith(`${signIn}?next=/project/12/files%3Ffolder%3DExterior`);
    expect(logoutMessage()).toBe('Session expired, please log in again.');
  });

  it('sends a client whose calls are refused together to the client sign-in once, not to the staff one', async () => {
    window.history.pushState(null, '', '/client/project/50/files?folder=Edited');
    writeSession('revoked', { ...entity, type: 'company', role_name: 'client' });
    fetchMock.mockImplementation(async () => jsonResponse(401, { success: false, message: 'Invalid token.' }));

    await Promise.all([apiFetch(projectsPath), apiFetch('/api/v1/projects/50/files/')].map((call) => call.catch(() => {})));
    window.history.pushState(null, '', '/');

    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login?next=/client/project/50/files%3Ffolder%3DEdited');
    expect(logoutMessage()).toBe('Session expired, please log in again.');
  });

  it("ends the session when any answer says 'token expired'", async () => {
    writeSession('old', entity);
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message: 'Token expired.' }));

    await expect(apiFetch(projectsPath)).rejects.toThrow('Token expired.');
    expect(readSession()).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/admin/login');
  });

  it('leaves the session alone when a call without a token is refused (a login)', async () => {
    writeSession('abc123', entity);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid email or password.' }));

    await expect(apiFetch(operationUrl('login'), { method: 'POST', body: {}, token: null })).rejects.toMatchObject({
      status: 401,
      sessionExpired: false,
    });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(readSession()?.token).toBe('abc123');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('gives a JSON call a timeout, but not a call that sends a file (its time grows with the file)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: {} }));
    await apiFetch(projectsPath, { method: 'POST', body: { projectName: 'Loft' } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'big.tif');
    await apiFetch(projectsPath, { method: 'POST', body: form });

    const [[, json], [, upload]] = fetchMock.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(json.signal).toBeInstanceOf(AbortSignal);
    expect(upload.body).toBe(form);
    expect(upload.signal).toBeUndefined();
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch(operationUrl('getHealth'))).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
