import { callApi } from '@/lib/api-call';

/** Step three of a direct upload: the server checks the stored bytes and lists the file. */
export const confirmUpload = (projectId: number, uploadId: string) => callApi('confirmUpload', { params: { id: projectId }, body: { upload_id: uploadId } });
