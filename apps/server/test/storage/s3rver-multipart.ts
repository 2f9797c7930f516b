import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';

/** The parts of a Koa context a middleware here uses. */
interface KoaContext {
  req: IncomingMessage;
  method: string;
  status: number;
  body: unknown;
  type: string;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function noSuchUpload(ctx: KoaContext, uploadId: string) {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = `${xmlHeader}<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.</Message><UploadId>${escapeXml(uploadId)}</UploadId></Error>`;
}

/** The parts uploaded so far, as s3rver keeps them: a file named by its number beside `<number>.md5`. */
async function partsOf(directory: string) {
  const numbers = (await readdir(directory)).filter((name) => /^\d+$/.test(name)).map(Number);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const file = path.join(directory, String(number));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
      return { number, size: info.size, modified: info.mtime, etag: md5.trim() };
    }),
  );
  return parts.sort((a, b) => a.number - b.number);
}

async function listParts(ctx: KoaContext, { bucket, key, uploadId, directory, query }: { bucket: string; key: string; uploadId: string; directory: string; query: URLSearchParams }) {
  const marker = Number(query.get('part-number-marker') ?? 0);
  const maxParts = Math.min(Number(query.get('max-parts') ?? 1000), 1000);
  const after = (await partsOf(directory)).filter((part) => part.number > marker);
  const page = after.slice(0, maxParts);
  const truncated = after.length > page.length;
  const parts = page
    .map((part) => `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.modified.toISOString()}</LastModified><ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`)
    .join('');
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body =
    `${xmlHeader}<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${escapeXml(uploadId)}</UploadId>` +
    `<PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${page.at(-1)?.number ?? marker}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts}</ListPartsResult>`;
}

/**
 * s3rver creates, fills and completes multipart uploads but has no ListParts nor
 * AbortMultipartUpload, which S3 has and tus's S3 store calls (ListParts on every PATCH, Abort when
 * an upload is cancelled or swept). This Koa middleware answers both from s3rver's own record of
 * an upload (a folder per upload id holding the key and the parts), and refuses with S3's
 * NoSuchUpload a part or a completion for an upload that was aborted, completed or never made,
 * where s3rver would quietly make its folder again.
 */
export function s3rverMultipart(uploadsDirectory: (bucket: string) => string) {
  return async (ctx: KoaContext, next: () => Promise<unknown>) => {
    const url = new URL(ctx.req.url ?? '/', 'http://s3rver');
    const uploadId = url.searchParams.get('uploadId');
    const [, bucket, ...keyParts] = url.pathname.split('/');
    if (uploadId === null || !bucket || !keyParts.length) return next();
    const key = keyParts.map(decodeURIComponent).join('/');
    const directory = path.join(uploadsDirectory(decodeURIComponent(bucket)), uploadId);
    const running = /^[0-9a-f]+$/.test(uploadId) && (await readFile(path.join(directory, 'key'), 'utf8').catch(() => undefined)) === key;
    if (!running) return noSuchUpload(ctx, uploadId);
    switch (ctx.method) {
      case 'GET':
        return listParts(ctx, { bucket, key, uploadId, directory, query: url.searchParams });
      case 'DELETE':
        await rm(directory, { recursive: true, force: true });
        ctx.status = 204;
        ctx.body = null;
        return;
      default:
        // UploadPart (PUT) and CompleteMultipartUpload (POST) of a running upload: s3rver's own.
        return next();
    }
  };
}
