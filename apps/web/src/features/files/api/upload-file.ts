import type { UploadResponse } from '@portal/contract';
import { operationUrl } from '@/lib/api-call';
import { ApiError, onSessionExpired } from '@/lib/api-client';
import { readSession } from '@/lib/session';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFileRequest {
  projectId: number;
  file: File;
  folderPath: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const expiredTokenPattern = /invalid token|token expired/i;

function parse(text: string): { ok: true; body: unknown } | { ok: false } {
  if (!text) return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * Reads an upload answer: an answer without a success flag is a
 * failure with its message or 'Upload failed'; another status than 2xx is 'Upload failed with
 * status: {n}' unless the body names a reason; a body that is not JSON is 'Invalid response'.
 */
export function readUploadAnswer(status: number, text: string): UploadResponse {
  const parsed = parse(text);
  const body = parsed.ok ? parsed.body : undefined;
  if (status < 200 || status >= 300) throw new ApiError(status, messageOf(body) ?? `Upload failed with status: ${status}`);
  if (!parsed.ok) throw new ApiError(status, 'Invalid response');
  if ((body as { success?: unknown } | null)?.success !== true) throw new ApiError(status, messageOf(body) ?? 'Upload failed');
  return body as UploadResponse;
}

/**
 * Uploads one file as multipart (`folder_path`, then `projectFiles`) through XMLHttpRequest, the
 * one browser API that reports upload progress. No timeout: a large file may take minutes.
 */
export function uploadFile({ projectId, file, folderPath, onProgress, signal }: UploadFileRequest): Promise<UploadResponse> {
  const form = new FormData();
  // The field first, so the server knows the folder before the bytes arrive.
  form.append('folder_path', folderPath);
  form.append('projectFiles', file, file.name);
  const token = readSession()?.token;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', operationUrl('uploadProjectFiles', { params: { id: projectId } }));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onerror = () => reject(new ApiError(0, 'Could not reach the server. Please check your connection.', 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        // The same session-expiry handling as api-client: a 401 or an expired token ends the session.
        if (token && error instanceof ApiError && (error.status === 401 || expiredTokenPattern.test(error.message))) {
          error.sessionExpired = true;
          onSessionExpired();
        }
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
