import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setSessionExpiredRedirect } from '@/lib/api-client';
import { signInAs } from '@/test/render-screen';
import { FakeXhr } from '@/test/file-fixtures';
import { readUploadAnswer, uploadFile } from './upload-file';

const ok = { success: true, message: 'Uploaded', data: { file_paths: ['a.jpg'], files: [] } };
const failureOf = (status: number, text: string) => {
  try {
    readUploadAnswer(status, text);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no failure';
};

describe('reading an upload answer', () => {
  it('accepts a 2xx answer with success true', () => {
    expect(readUploadAnswer(200, JSON.stringify(ok))).toEqual(ok);
    expect(readUploadAnswer(201, JSON.stringify(ok))).toEqual(ok);
  });

  it('treats an answer without a success flag as a failure, with its message or the default', () => {
    expect(failureOf(200, JSON.stringify({ message: 'Storage is full' }))).toBe('Storage is full');
    expect(failureOf(200, JSON.stringify({ data: {} }))).toBe('Upload failed');
    expect(failureOf(200, JSON.stringify({ success: false }))).toBe('Upload failed');
  });

  it("gives 'Upload failed with status: {n}' for another status unless the body names a reason", () => {
    expect(failureOf(413, '<html>Request Entity Too Large</html>')).toBe('Upload failed with status: 413');
    expect(failureOf(502, '')).toBe('Upload failed with status: 502');
    expect(failureOf(400, JSON.stringify({ success: false, message: 'folder_path must not contain . or .. parts' }))).toBe('folder_path must not contain . or .. parts');
  });

  it("gives 'Invalid response' for a 2xx body that is not JSON", () => {
    expect(failureOf(200, 'OK')).toBe('Invalid response');
    expect(failureOf(200, '')).toBe('Invalid response');
  });
});

describe('uploadFile', () => {
  let redirected: string[];
  let undo: () => void;
  beforeEach(() => {
    FakeXhr.install();
    redirected = [];
    undo = setSessionExpiredRedirect((path) => redirected.push(path));
  });
  afterEach(() => {
    undo();
    vi.unstubAllGlobals();
  });

  it('reports progress and ends the session on a 401 like the api client', async () => {
    signInAs('user');
    const progress: number[] = [];
    const done = uploadFile({ projectId: 3, file: new File(['abc'], 'a.jpg'), folderPath: '', onProgress: ({ loaded, total }) => progress.push(loaded / total) });
    FakeXhr.sent[0]!.progress(1, 4);
    FakeXhr.sent[0]!.respond(401, { success: false, message: 'Invalid token.' });
    const error = await done.catch((caught: unknown) => caught);
    expect(progress).toEqual([0.25]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).sessionExpired).toBe(true);
    expect(redirected).toEqual(['/admin/login']); // staff sign in again on their own portal
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('fails with the connection message when the network drops', async () => {
    const done = uploadFile({ projectId: 3, file: new File(['abc'], 'a.jpg'), folderPath: '' });
    FakeXhr.sent[0]!.onerror?.();
    await expect(done).rejects.toThrow('Could not reach the server. Please check your connection.');
  });
});
