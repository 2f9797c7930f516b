import { defineRoutes } from '../define.ts';

/**
 * Resumable uploads (tus): no project in the path, so the route checks only that the role reads files;
 * the project named in Upload-Metadata (at creation) or recorded with the upload (after) is checked
 * by the files gate, as for the multipart upload. Bodies are the file's bytes, read as they come.
 */
const uploading = { permission: 'files.read' } as const;

export const tusUploadRoutes = defineRoutes({
  createTusUpload: { method: 'POST', path: '/api/v1/uploads/tus/', access: uploading, upload: 'raw' },
  tusUploadOffset: { method: 'HEAD', path: '/api/v1/uploads/tus/:uploadId', access: uploading },
  appendTusUpload: { method: 'PATCH', path: '/api/v1/uploads/tus/:uploadId', access: uploading, upload: 'raw' },
  cancelTusUpload: { method: 'DELETE', path: '/api/v1/uploads/tus/:uploadId', access: uploading },
});
export type TusUploadOperationName = keyof typeof tusUploadRoutes;
