import { z } from 'zod';
import { idRef, moneyInput, nulError, nulFree } from './list.ts';

/**
 * Listing delivery (issue 20): a public property website per shoot at /p/{slug} (branded) and
 * /p/{slug}/unbranded (MLS-safe), the media kinds a shoot's files play on it, and the ZIPs.
 */

/** What a file is on the property website: a photo (images by default), a video, or a floor plan (an image or a PDF). */
export const mediaKinds = ['photo', 'video', 'floor_plan'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * Hosts a 3D tour may be embedded from (https only). A host matches itself and its subdomains
 * (`kuula.co` admits `www.kuula.co`); anything else is refused, so the page never frames an
 * arbitrary site.
 */
export const tourHosts = [
  'my.matterport.com',
  'matterport.com',
  'kuula.co',
  'youriguide.com',
  'goiguide.com',
  'iguide.com',
  'cloudpano.com',
  'tourbuilder.cloudpano.com',
  'my.treedis.com',
  'cupix.com',
  'zillow.com',
  'realvision.com',
  'tour.giraffe360.com',
  'panoee.com',
] as const;

/** Whether a URL is an https URL on the tour allow-list (a host or one of its subdomains). */
export function isAllowedTourUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return tourHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const tourUrlMaxLength = 2000;
export const tourUrlMessage = `tour_url must be an https:// link on one of ${tourHosts.join(', ')}`;

const tourUrl = z
  .string({ error: 'tour_url must be text' })
  .trim()
  .max(tourUrlMaxLength, { error: `tour_url must be at most ${tourUrlMaxLength} characters` })
  .regex(nulFree, nulError('tour_url'))
  .refine((value) => value === '' || isAllowedTourUrl(value), { error: tourUrlMessage })
  // '' clears the tour.
  .transform((value) => (value === '' ? null : value));

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).trim().max(max, { error: `${field} must be at most ${max} characters` }).regex(nulFree, nulError(field));

const wholeCount = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(max, { error: `${field} must be at most ${max}` });

/** Half bathrooms count: 2.5 is two full and a powder room. */
const bathroomCount = z
  .number({ error: 'bathrooms must be a number' })
  .min(0, { error: 'bathrooms must be 0 or more' })
  .max(50, { error: 'bathrooms must be at most 50' })
  .refine((value) => Number.isInteger(value * 2), { error: 'bathrooms must be a whole or half number (e.g. 2.5)' });

export const listingAddressMax = 500;

/**
 * The listing facts and the tour, as staff edit them (PUT /api/v1/projects/{id}/listing/): every
 * field optional, null (or '' for text) clears it, at least one known field. The agent photo is one
 * of the project's image files (an internal folder keeps it out of the client's gallery).
 */
export const updateListingInput = z
  .object({
    address: text('address', listingAddressMax),
    price: moneyInput('price').nullable(),
    bedrooms: wholeCount('bedrooms', 50).nullable(),
    bathrooms: bathroomCount.nullable(),
    /** Square metres, as the order's floor area. */
    floor_area: wholeCount('floor_area', 100_000).nullable(),
    description: text('description', 5000),
    agent_name: text('agent_name', 255),
    agent_phone: text('agent_phone', 50),
    agent_photo_file_id: idRef('agent_photo_file_id').nullable(),
    tour_url: tourUrl.nullable(),
  })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'body: no known field to update', path: ['body'] });
export type UpdateListingInput = z.infer<typeof updateListingInput>;

/** The listing facts as answered; the address falls back to the order's (or the shoot's site address) until staff set one. */
export const listingFacts = z.object({
  address: z.string(),
  /** A decimal string in the business currency, or null when not given. */
  price: z.string().nullable(),
  currency: z.string(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  floor_area: z.number().int().nullable(),
  description: z.string(),
  agent_name: z.string(),
  agent_phone: z.string(),
  agent_photo_file_id: z.number().int().nullable(),
  tour_url: z.string().nullable(),
});
export type ListingFacts = z.infer<typeof listingFacts>;

/** Views of the public pages by day (UTC), counted on the server: no cookies, no third-party trackers. */
export const siteViews = z.object({
  total: z.number().int(),
  /** The last 30 days, oldest first, days without views included as 0. */
  days: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type SiteViews = z.infer<typeof siteViews>;

export const siteStates = ['draft', 'live'] as const;
export type SiteState = (typeof siteStates)[number];

/** How a site went live: the invoice was paid, or staff published it first. */
export const publishedBy = ['payment', 'staff'] as const;

/** A shoot's property website and listing, as staff and the shoot's client see it. */
export const propertySite = z.object({
  project_id: z.number().int(),
  /** Address words and a random suffix: `12-main-st-sydney-k3j9x2`. */
  slug: z.string(),
  state: z.enum(siteStates),
  /** The public pages' paths (relative to the portal); answered also before going live, when they still 404. */
  url: z.string(),
  unbranded_url: z.string(),
  published_at: z.string().nullable(),
  published_by: z.enum(publishedBy).nullable(),
  unpublished_at: z.string().nullable(),
  /** Whether the shoot's invoice is paid (the site then goes live unless staff took it down). */
  invoice_paid: z.boolean(),
  facts: listingFacts,
  /** How many client-visible files play each part on the site. */
  media: z.object({ photos: z.number().int(), videos: z.number().int(), floor_plans: z.number().int() }),
  views: siteViews,
});
export type PropertySite = z.infer<typeof propertySite>;

/**
 * A file's part on the site (PUT /api/v1/projects/{id}/files/{fileId}/media/): `media_kind` null
 * returns to the default by type (images photos, videos videos, others nothing); a floor plan is an
 * image or a PDF. `poster_file_id` (videos only) is an image of the same project shown before play;
 * null lets the browser paint the video's first frame.
 */
export const updateFileMediaInput = z
  .object({
    media_kind: z.enum(mediaKinds, { error: `media_kind must be one of ${mediaKinds.join(', ')}, or null` }).nullable(),
    poster_file_id: idRef('poster_file_id').nullable(),
  })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'body: no known field to update', path: ['body'] });
export type UpdateFileMediaInput = z.infer<typeof updateFileMediaInput>;

export const fileMedia = z.object({
  file_id: z.number().int(),
  /** The kind it plays (stored or by default), or null when it is not on the site. */
  media_kind: z.enum(mediaKinds).nullable(),
  /** Whether staff chose the kind (false: the default by file type). */
  media_kind_set: z.boolean(),
  poster_file_id: z.number().int().nullable(),
});
export type FileMedia = z.infer<typeof fileMedia>;

/**
 * The ZIPs of a shoot's media: `mls` (every site photo at the business's MLS size and byte cap,
 * metadata stripped), `favourites` (the client's favourite originals) and `print` (every site
 * photo's original). Streamed, with no cap on count or size; clients once the invoice is paid.
 */
export const listingZipVariants = ['mls', 'favourites', 'print'] as const;
export type ListingZipVariant = (typeof listingZipVariants)[number];
export const listingZipInput = z.object({
  variant: z.enum(listingZipVariants, { error: `variant must be one of ${listingZipVariants.join(', ')}` }),
});
export type ListingZipInput = z.infer<typeof listingZipInput>;

/** MLS size rules (business settings): the long edge in pixels and the largest file in bytes. */
export const defaultMlsLongEdge = 2048;
export const defaultMlsMaxBytes = 3_000_000;
export const mlsLongEdgeRange = { min: 640, max: 6000 } as const;
export const mlsMaxBytesRange = { min: 100_000, max: 50_000_000 } as const;

/** The public pages' paths. */
export const sitePaths = {
  branded: (slug: string) => `/p/${slug}`,
  unbranded: (slug: string) => `/p/${slug}/unbranded`,
};
