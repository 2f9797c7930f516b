import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, makeProjectList, polyfillRadix } from '@/test/project-fixtures';
import { writeSession } from '@/lib/session';
import { mockApi, renderScreen } from '@/test/render-screen';
import { FakeXhr, makeFile, uploadAnswer } from '@/test/file-fixtures';
import { FakeUploadTransport } from '@/test/fake-upload-transport';
import { operationUrl } from '@/lib/api-call';
import { UploadTestScreen } from './upload-test-screen';

const tus = vi.hoisted(() => ({ transport: undefined as unknown }));
vi.mock('@/features/files/upload/tus-transport', () => ({ createTusTransport: () => tus.transport }));

const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
const uploadId = '4f7d1a52-3c1e-4d0e-9a51-0f3f1e2b9c11';
const result = () => screen.getByLabelText('Result') as HTMLTextAreaElement;

beforeEach(() => polyfillRadix());
afterEach(() => vi.unstubAllGlobals());

/** mockApi reads bodies as JSON; the PUT of the bytes goes to storage, answered here. */
function stubStoragePut(answer: () => Response) {
  const api = globalThis.fetch;
  const puts: { url: string; headers: HeadersInit | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'PUT') return api(input, init);
    puts.push({ url: String(input), headers: init.headers, body: init.body });
    return Promise.resolve(answer());
  });
  return puts;
}

describe('upload test', () => {
  it('says when there is no token', async () => {
    mockApi({ listProjects: makeProjectList([]) });
    const user = userEvent.setup();
    renderScreen('/upload-test', <UploadTestScreen />);
    expect(screen.getAllByText('No token found. Please login first.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Test Direct Upload' }));
    expect(result().value).toBe('No token found. Please login first.');
  });

  it('shows the start of the token, asks for a file, then uploads directly and serves it', async () => {
    writeSession(token, { id: 1, type: 'user', username: 'sam', email: 'sam@look.test', role_id: 2, role_name: 'user' });
    const file = makeFile('site.jpg', { id: 9 });
    const api = mockApi({
      listProjects: makeProjectList([makeProject({ id: 7 }), makeProject({ id: 8, projectName: 'Second' })]),
      requestUploadUrl: {
        success: true,
        data: { upload_id: uploadId, upload_url: '/storage/put/abc', method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, expires_at: '' },
      },
      confirmUpload: { success: true, message: 'Uploaded', data: { file_paths: ['site.jpg'], file } },
      serveFile: { success: true, data: { download_url: '/signed/9', file_url: '/signed/9', file_name: 'site.jpg', expires_at: '' } },
    });
    const puts = stubStoragePut(() => new Response(null, { status: 200 }));
    const user = userEvent.setup();
    renderScreen('/upload-test', <UploadTestScreen />);
    expect(screen.getByText('Token found')).toBeInTheDocument();
    expect(screen.getByText(`${token.slice(0, 20)}...`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Harbour View listing (#7)'));

    await user.click(screen.getByRole('button', { name: 'Test Direct Upload' }));
    expect(result().value).toBe('Please select a file first');

    await user.upload(screen.getByLabelText('File'), new File(['jpeg'], 'site.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Test Direct Upload' }));
    await waitFor(() => expect(result().value).toContain('"file_paths"'));
    expect(api.callsTo('requestUploadUrl', { id: 7 })[0]?.body).toEqual({ file_name: 'site.jpg', folder_path: '', file_size: 4, content_type: 'image/jpeg' });
    expect(puts).toEqual([{ url: '/storage/put/abc', headers: { 'Content-Type': 'image/jpeg' }, body: expect.any(File) }]);
    expect(api.callsTo('confirmUpload', { id: 7 })[0]?.body).toEqual({ upload_id: uploadId });

    await user.click(screen.getByRole('button', { name: 'Test Serve' }));
    await waitFor(() => expect(result().value).toContain('/signed/9'));
  });

  it('reports a failed PUT with its status and body', async () => {
    writeSession(token, { id: 1, type: 'user', username: 'sam', email: 'sam@look.test', role_id: 2, role_name: 'user' });
    mockApi({
      listProjects: makeProjectList([makeProject({ id: 7 })]),
      requestUploadUrl: {
        success: true,
        data: { upload_id: uploadId, upload_url: '/storage/put/abc', method: 'PUT', headers: {}, expires_at: '' },
      },
    });
    stubStoragePut(() => new Response('SignatureDoesNotMatch', { status: 403 }));
    const user = userEvent.setup();
    renderScreen('/upload-test', <UploadTestScreen />);
    await screen.findByText('Harbour View listing (#7)');
    await user.upload(screen.getByLabelText('File'), new File(['jpeg'], 'site.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Test Direct Upload' }));
    await waitFor(() => expect(result().value).toBe('Upload failed with status: 403 SignatureDoesNotMatch'));
  });

  it('uploads through the multipart call and through tus, with progress, and lists what each answered', async () => {
    writeSession(token, { id: 1, type: 'user', username: 'sam', email: 'sam@look.test', role_id: 2, role_name: 'user' });
    mockApi({ listProjects: makeProjectList([makeProject({ id: 7 })]) });
    FakeXhr.install();
    const transport = new FakeUploadTransport();
    tus.transport = transport;
    const user = userEvent.setup();
    renderScreen('/upload-test', <UploadTestScreen />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Harbour View listing (#7)'));
    await user.upload(screen.getByLabelText('File'), new File([new Uint8Array(200)], 'site.jpg', { type: 'image/jpeg' }));

    await user.click(screen.getByRole('button', { name: 'Test Multipart Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe(operationUrl('uploadProjectFiles', { params: { id: 7 } }));
    act(() => FakeXhr.sent[0]!.progress(100, 200));
    expect(await screen.findByText('Multipart: 50%')).toBeInTheDocument();
    act(() => FakeXhr.sent[0]!.respond(200, uploadAnswer(makeFile('site.jpg'))));
    await waitFor(() => expect(result().value).toContain('"file_paths"'));
    expect(screen.getByText('Multipart: done')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Resumable Upload' }));
    await waitFor(() => expect(transport.runs).toHaveLength(1));
    expect(transport.runs[0]!.job).toMatchObject({ projectId: 7, folderPath: '' });
    act(() => transport.runOf('site.jpg').events.progress(50));
    expect(await screen.findByText('Resumable (tus): 25%')).toBeInTheDocument();
    act(() => transport.runOf('site.jpg').events.success({ success: true, data: { file_paths: ['site (1).jpg'], file: makeFile('site (1).jpg', { id: 12 }) } }));
    await waitFor(() => expect(result().value).toContain('site (1).jpg'));
    expect(screen.getAllByRole('button', { name: 'Test Serve' })).toHaveLength(2);
    expect(screen.getByText('site (1).jpg')).toBeInTheDocument();
  });
});
