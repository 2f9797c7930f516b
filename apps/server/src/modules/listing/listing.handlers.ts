import type { ListingOperationName } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import { parseRange } from '../files/file-links.handlers.ts';
import type { ListingZips } from './listing-zips.ts';
import type { ListingService } from './listing.service.ts';
import { siteNotFoundPage } from './site-pages.ts';
import type { SiteService } from './site.service.ts';

const notFound = (reply: FastifyReply) => reply.status(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(siteNotFoundPage);

/** A range is honoured only while If-Range (when sent) still names these bytes; otherwise the whole file (RFC 9110 13.1.5). */
function rangeStillValid(request: FastifyRequest, etag: string, lastModified: Date) {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}

/** A shoot's property website: staff and client calls, and the public pages and their media. */
export const listingHandlers = ({ listing, site, zips }: { listing: ListingService; site: SiteService; zips: ListingZips }): OperationHandlers<ListingOperationName> => {
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, slug: string, branded: boolean) => {
    const page = await site.page(slug, branded, { count: request.method === 'GET' });
    if (!page) return notFound(reply);
    // Never cached: taking a site down answers 404 at once.
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-cache, no-store')
      .header('x-robots-tag', branded ? 'all' : 'noindex')
      .send(page.html);
  };

  return {
    getListing: async (request) => ({ success: true, data: await listing.get(actorOf(request), request.params.id) }),
    updateListing: async (request) => ({ success: true, message: 'Listing saved.', data: await listing.update(actorOf(request), request.params.id, request.body) }),
    publishSite: async (request) => ({ success: true, message: 'The property website is live.', data: await listing.publish(actorOf(request), request.params.id) }),
    unpublishSite: async (request) => ({ success: true, message: 'The property website is taken down.', data: await listing.unpublish(actorOf(request), request.params.id) }),
    updateFileMedia: async (request) => ({ success: true, data: await listing.updateFileMedia(actorOf(request), request.params.id, request.params.fileId, request.body) }),

    downloadListingZip: async (request, reply) => {
      const { fileName, stream } = await zips.zip(actorOf(request), request.params.id, request.body.variant);
      return reply.type('application/zip').header('content-disposition', contentDisposition('attachment', fileName)).header('x-content-type-options', 'nosniff').send(stream);
    },
    listingZipUrl: async (request) => ({ success: true, data: await zips.zipUrl(actorOf(request), request.params.id, request.body.variant) }),

    viewPropertySite: (request, reply) => sendPage(request, reply, request.params.slug, true),
    viewUnbrandedSite: (request, reply) => sendPage(request, reply, request.params.slug, false),

    siteMedia: async (request, reply) => {
      const content = await site.media(request.params.slug, request.params.key);
      if (!content) return notFound(reply);
      reply
        .type(content.contentType)
        .header('content-disposition', contentDisposition(content.disposition, content.fileName))
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, max-age=3600')
        .header('accept-ranges', 'bytes')
        .header('etag', content.etag)
        .header('last-modified', content.lastModified.toUTCString());
      if (request.headers['if-none-match'] === content.etag) return reply.status(304).send();
      const range = rangeStillValid(request, content.etag, content.lastModified) ? parseRange(request.headers.range, content.size) : undefined;
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${content.size}`).send('');
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${content.size}`).header('content-length', range.end - range.start + 1);
        return reply.send(await content.open(range));
      }
      return reply.header('content-length', content.size).send(await content.open());
    },
  };
};
