import type { UploadUrlInput } from '@portal/contract';
import { callApi } from '@/lib/api-call';

/** Step one of a direct-to-storage upload: where to PUT the bytes, and with which headers. */
export const requestUploadUrl = (projectId: number, input: UploadUrlInput) => callApi('requestUploadUrl', { params: { id: projectId }, body: input });
