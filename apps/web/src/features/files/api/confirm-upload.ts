import type { confirmUploadResponse } from '@portal/contract';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type ConfirmUploadResponse = z.infer<typeof confirmUploadResponse>;

/** Step three of a direct upload: the server checks the stored bytes and lists the file. */
export const confirmUpload = (projectId: number, uploadId: string) =>
  apiFetch<ConfirmUploadResponse>(`/api/v1/projects/${projectId}/files/confirm/`, { method: 'POST', body: { upload_id: uploadId } });
