import { z } from 'zod';
import { messageResponse } from '../envelope.ts';
import { defineSchemas } from './define.ts';
import type { fileLinkRoutes } from './routes/file-links.ts';

const tag = 'files';
const errors = [400, 403, 404, 413] as const;
const tokenParams = z.object({ token: z.string().max(4096), name: z.string().max(1024) });
/** Bytes, not JSON: the whole file, or the range asked for. */
const bytes = z.any().describe('the file bytes');

export const fileLinkSchemas = defineSchemas<typeof fileLinkRoutes>()({
  followFileLink: { tag, summary: 'The bytes behind a signed file link', params: tokenParams, responses: { 200: bytes, 206: bytes }, errors },
  followZipLink: { tag, summary: 'The folder ZIP behind a signed link', params: tokenParams, responses: { 200: bytes, 206: bytes }, errors },
  receiveDirectUpload: { tag, summary: 'Receive the bytes of a direct upload (local disk store)', params: z.object({ token: z.string().max(4096) }), responses: { 200: messageResponse }, errors },
});
