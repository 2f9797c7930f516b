import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { folderZipUrlResponse } from '../files.ts';
import { idParam, idValue } from '../list.ts';
import { fileMedia, listingZipInput, propertySite, updateFileMediaInput, updateListingInput } from '../listing.ts';
import { defineSchemas } from './define.ts';
import type { listingRoutes } from './routes/listing.ts';

const tag = 'listing';
const errors = [400, 401, 403, 404, 409] as const;

/** A slug (address words and a random suffix) and a media key: any text, so what names no live site is the page's 404, not a 400. */
export const siteSlugParam = z.object({ slug: z.string() });
export const siteMediaParams = siteSlugParam.extend({ key: z.string() });
export const fileMediaParams = z.object({ id: idValue('id'), fileId: idValue('fileId') });

const html = z.string().describe('the page, server-rendered HTML');

export const listingSchemas = defineSchemas<typeof listingRoutes>()({
  getListing: { tag, summary: "A shoot's property website: its state, listing facts, tour, media counts and page views", params: idParam, responses: { 200: dataResponse(propertySite) }, errors },
  updateListing: { tag, summary: 'Set the listing facts, agent details and 3D tour link (an allow-listed https host)', params: idParam, body: updateListingInput, responses: { 200: dataResponse(propertySite) }, errors },
  publishSite: { tag, summary: 'Put the property website live before payment (it goes live by itself when the invoice is paid)', params: idParam, responses: { 200: dataResponse(propertySite) }, errors },
  unpublishSite: { tag, summary: 'Take the property website down at once (its pages answer 404); paying again does not bring it back', params: idParam, responses: { 200: dataResponse(propertySite) }, errors },
  updateFileMedia: { tag, summary: "Set what a file plays on the site (photo, video, floor plan) and a video's poster image", params: fileMediaParams, body: updateFileMediaInput, responses: { 200: dataResponse(fileMedia) }, errors },
  downloadListingZip: {
    tag,
    summary: 'A ZIP of the shoot: MLS size (business rules, metadata stripped), the favourites, or print size (originals); streamed, no cap',
    params: idParam,
    body: listingZipInput,
    responses: { 200: z.any().describe('the ZIP bytes') },
    errors,
  },
  listingZipUrl: { tag, summary: 'A signed GET link to the same ZIP, for browsers to save as it streams', params: idParam, body: listingZipInput, responses: { 200: folderZipUrlResponse }, errors },
  viewPropertySite: { tag, summary: 'The branded property website (studio logo, agent name, photo and phone); 404 unless live', params: siteSlugParam, responses: { 200: html }, errors: [404] },
  viewUnbrandedSite: { tag, summary: 'The MLS-safe property website: no names, logos, phone numbers, links or studio metadata; 404 unless live', params: siteSlugParam, responses: { 200: html }, errors: [404] },
  siteMedia: {
    tag,
    summary: "A live site's photo (web or MLS size, metadata stripped), video (range requests), floor plan or poster",
    params: siteMediaParams,
    responses: { 200: z.any().describe('the bytes'), 206: z.any().describe('the requested range') },
    errors: [404, 416],
  },
});
