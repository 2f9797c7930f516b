import type { UploadUrlInput, uploadUrlResponse } from '@portal/contract';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/** Step one of a direct-to-storage upload: where to PUT the bytes, and with which headers. */
export const requestUploadUrl = (projectId: number, input: UploadUrlInput) =>
  apiFetch<UploadUrlResponse>(`/api/v1/projects/${projectId}/upload-url/`, { method: 'POST', body: input });
