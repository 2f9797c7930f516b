import { z } from 'zod';
import { confirmUploadResponse } from '../files.ts';
import { defineSchemas } from './define.ts';
import type { tusUploadRoutes } from './routes/tus-uploads.ts';

const tag = 'files';
const errors = [400, 401, 403, 404, 409, 412, 413] as const;
/** Any string: an id that is not one of ours is an unknown upload (404), not a bad request. */
const uploadParams = z.object({ uploadId: z.string().max(200) });
const empty = z.any().describe('no body: the answer is in the tus headers (Location, Upload-Offset, Upload-Length)');

/** tus 1.0.0 (core, creation, termination); the headers and metadata are described in docs/resumable-uploads.md. */
export const tusUploadSchemas = defineSchemas<typeof tusUploadRoutes>()({
  createTusUpload: { tag, summary: 'Start a resumable (tus) upload: Upload-Length and Upload-Metadata (project_id, filename, folder_path, filetype)', responses: { 201: empty }, errors },
  tusUploadOffset: { tag, summary: 'Where a resumable upload stands (Upload-Offset); once complete also Upload-File-Id', params: uploadParams, responses: { 200: empty }, errors },
  appendTusUpload: {
    tag,
    summary: 'Append bytes to a resumable upload at Upload-Offset (204); the PATCH that completes it lists the file (200, Upload-File-Id, the confirm body)',
    params: uploadParams,
    responses: { 200: confirmUploadResponse },
    errors,
  },
  cancelTusUpload: { tag, summary: 'Cancel a resumable upload and delete its bytes (204)', params: uploadParams, responses: { 200: empty }, errors },
});
