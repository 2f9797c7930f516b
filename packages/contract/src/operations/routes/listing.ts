import { defineRoutes } from '../define.ts';

const reading = { permission: 'listing.read', target: 'project' } as const;
const managing = { permission: 'listing.manage', target: 'project' } as const;
const anyone = { public: true } as const;

/**
 * A shoot's property website and listing (issue 20): staff edit the facts and the tour, choose what
 * each file plays, publish and take down; the client sees it with its page views; both download the
 * MLS, favourites and print ZIPs (clients once paid). The public pages are server-rendered HTML.
 */
export const listingRoutes = defineRoutes({
  getListing: { method: 'GET', path: '/api/v1/projects/:id/listing/', access: reading },
  updateListing: { method: 'PUT', path: '/api/v1/projects/:id/listing/', access: managing },
  publishSite: { method: 'POST', path: '/api/v1/projects/:id/listing/publish/', access: managing },
  unpublishSite: { method: 'POST', path: '/api/v1/projects/:id/listing/unpublish/', access: managing },
  updateFileMedia: { method: 'PUT', path: '/api/v1/projects/:id/files/:fileId/media/', access: managing },
  downloadListingZip: { method: 'POST', path: '/api/v1/projects/:id/listing/zip/', access: { permission: 'files.read', target: 'projectFileDownload' }, file: 'application/zip' },
  listingZipUrl: { method: 'POST', path: '/api/v1/projects/:id/listing/zip-url/', access: { permission: 'files.read', target: 'projectFileDownload' } },
  viewPropertySite: { method: 'GET', path: '/p/:slug', access: anyone, file: 'text/html' },
  viewUnbrandedSite: { method: 'GET', path: '/p/:slug/unbranded', access: anyone, file: 'text/html' },
  /** A photo, video, floor plan or poster of a live site, by an unguessable key; 404 once the site is down. */
  siteMedia: { method: 'GET', path: '/p/:slug/m/:key', access: anyone, file: '*/*' },
});
export type ListingOperationName = keyof typeof listingRoutes;
