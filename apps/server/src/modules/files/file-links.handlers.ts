import type { FileLinkOperationName } from '@portal/contract';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import type { FilesService } from './files.service.ts';
import type { LinkFollower } from './link-follower.ts';
import type { UploadsService } from './uploads.service.ts';
import type { ZipsService } from './zips.service.ts';

/** Nothing served from here may run as a page: no scripts, no plugins, its own sandboxed origin. */
const fileResponseCsp = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** One `bytes=a-b` range (the only form browsers send for media), or undefined for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  // A range whose last byte comes before its first is invalid and ignored (RFC 9110 14.1.1): the whole file.
  if (match[1] && match[2] && Number(match[2]) < Number(match[1])) return undefined;
  const [start, end] = match[1] ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1] : [Math.max(0, size - Number(match[2])), size - 1];
  return start >= size || size === 0 ? 'unsatisfiable' : { start, end };
}

/** How much of a refused upload body is read and dropped so its sender gets the answer; past this the socket is closed. */
const drainLimitBytes = 64 * 1024 * 1024;

/** The request body as a stream of its own: a refused upload destroys this one and the socket stays open. */
function detachedBody(raw: IncomingMessage) {
  const body = new PassThrough();
  raw.on('error', (error) => body.destroy(error));
  raw.on('close', () => {
    if (!raw.readableEnded) body.destroy(new Error('The request was closed before its body ended.'));
  });
  return raw.pipe(body);
}

function discardRest(body: IncomingMessage, limitBytes: number) {
  return new Promise<void>((resolve) => {
    if (body.readableEnded || body.destroyed) return resolve();
    let seen = 0;
    body.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limitBytes) resolve();
    });
    body.once('end', resolve).once('close', resolve).once('error', () => resolve());
    body.resume();
  });
}

const protect = (reply: FastifyReply) => reply.header('content-security-policy', fileResponseCsp).header('x-content-type-options', 'nosniff');

/**
 * Signed links work without a header, so they are public operations; each one acts as the session it
 * was issued to and passes the same access checks as the API, every time it is followed.
 */
export const fileLinksHandlers = ({
  follower,
  files,
  uploads,
  zips,
  listingZips,
}: {
  follower: LinkFollower;
  files: FilesService;
  uploads: UploadsService;
  zips: ZipsService;
  /** The MLS and print-size ZIPs of a shoot's listing. */
  listingZips: { zip(actor: Actor, projectId: number, variant: 'mls' | 'print'): Promise<{ fileName: string; stream: NodeJS.ReadableStream }> };
}): OperationHandlers<FileLinkOperationName> => ({
  followFileLink: async (request, reply) => {
    const { actor, grant } = await follower.follow(request.params.token, 'file');
    const content = await files.content(actor, grant);
    if (content.redirect !== undefined) return reply.redirect(content.redirect, 302);
    const range = parseRange(request.headers.range, content.size);
    protect(reply)
      .type(content.contentType)
      .header('content-disposition', contentDisposition(content.disposition, content.fileName))
      .header('cache-control', 'private, max-age=600')
      .header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${content.size}`).send('');
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${content.size}`).header('content-length', range.end - range.start + 1);
      return reply.send(await content.open(range));
    }
    return reply.header('content-length', content.size).send(await content.open());
  },

  followZipLink: async (request, reply) => {
    const { actor, grant } = await follower.follow(request.params.token, 'zip');
    const { fileName, stream } = grant.variant ? await listingZips.zip(actor, grant.projectId, grant.variant) : await zips.zipFromLink(actor, grant);
    return protect(reply).type('application/zip').header('content-disposition', contentDisposition('attachment', fileName)).send(stream);
  },

  // Direct uploads to local disk: the body is the file itself, whatever its type, streamed as it comes.
  receiveDirectUpload: async (request, reply) => {
    const { actor, grant } = await follower.follow(request.params.token, 'upload');
    const length = request.headers['content-length'] ? Number(request.headers['content-length']) : undefined;
    try {
      await uploads.receiveDirectUpload(actor, grant, detachedBody(request.raw), length);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
        // Read the rest before answering, so the sender is still listening for the 413 and not cut off mid-write.
        await discardRest(request.raw, drainLimitBytes);
        reply.header('connection', 'close');
      }
      throw error;
    }
    return { success: true, message: 'Upload received. Confirm it to list the file.' };
  },
});
