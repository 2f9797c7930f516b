import { z } from 'zod';
import { branding } from '../branding.ts';
import { dataResponse } from '../envelope.ts';
import { businessProfile, studioContact, updateBusinessProfileInput } from '../settings.ts';
import { apiEndpoint, connectionTest, systemInfo } from '../system-settings.ts';
import { defineSchemas } from './define.ts';
import type { brandingRoutes, settingsRoutes } from './routes/settings.ts';

const tag = 'settings';
const errors = [400, 401, 403] as const;

export const settingsSchemas = defineSchemas<typeof settingsRoutes>()({
  getBusinessProfile: { tag, summary: 'The business profile invoices print', responses: { 200: dataResponse(businessProfile) }, errors },
  updateBusinessProfile: { tag, summary: 'Update the business profile', body: updateBusinessProfileInput, responses: { 200: dataResponse(businessProfile) }, errors },
  getStudioContact: { tag, summary: "The studio's name, e-mail, phone and address, for everyone signed in", responses: { 200: dataResponse(studioContact) }, errors },
  getSystemInfo: { tag, summary: 'Database, storage and mail in use (no secrets)', responses: { 200: dataResponse(systemInfo) }, errors },
  testConnection: { tag, summary: 'Check the database and the file store, timed', responses: { 200: dataResponse(connectionTest) }, errors },
  listApiEndpoints: { tag, summary: 'Every API operation, from the OpenAPI document', responses: { 200: dataResponse(z.array(apiEndpoint)) }, errors },
});

const logoErrors = [400, 401, 403, 413, 415] as const;

export const brandingSchemas = defineSchemas<typeof brandingRoutes>()({
  getBranding: { tag, summary: 'The business name, logo URL, currency and number locale, for every page including those shown before sign-in', responses: { 200: dataResponse(branding) }, errors: [] },
  getBrandingLogo: { tag, summary: 'The business logo as a PNG', responses: { 200: z.any().describe('the PNG bytes') }, errors: [404] },
  uploadLogo: {
    tag,
    summary: 'Upload the business logo (multipart field `logo`: PNG, JPEG or WebP, 1 MB at most)',
    responses: { 200: dataResponse(branding) },
    errors: logoErrors,
  },
  removeLogo: { tag, summary: 'Remove the business logo', responses: { 200: dataResponse(branding) }, errors: logoErrors },
});
