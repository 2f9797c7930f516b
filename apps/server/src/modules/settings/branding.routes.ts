import { branding, dataResponse, errorResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permitted } from '../../access/route-access.ts';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { isMultipart, unreadableBody } from '../files/multipart-upload.ts';
import { logoPath, type BrandingService } from './branding.service.ts';
import { readLogoBytes } from './logo-image.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse };
const tags = ['settings'];

/** The business name and logo: read by anyone (sign-in pages show them), changed by the owner. */
export const brandingRoutes = (service: BrandingService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/branding/', {
    config: { public: true },
    schema: { tags, summary: 'The business name, logo URL, currency and number locale, for every page including those shown before sign-in', response: { 200: dataResponse(branding) } },
    handler: async () => ({ success: true as const, data: await service.get() }),
  });

  app.get(logoPath, {
    config: { public: true },
    schema: { tags, summary: 'The business logo as a PNG', response: { 200: z.any().describe('the PNG bytes'), 404: errorResponse } },
    handler: async (_request, reply) => {
      const logo = await service.logo();
      // The URL carries the logo's stamp, so a new logo is a new URL; an hour keeps a bare URL fresh enough.
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').header('etag', `"${logo.stamp}"`).send(logo.png);
    },
  });

  app.post('/api/v1/settings/business/logo/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Upload the business logo (multipart field `logo`: PNG, JPEG or WebP, 1 MB at most)', response: { 200: dataResponse(branding), ...errors } },
    handler: async (request, reply) => {
      if (!isMultipart(request)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'logo must be sent as multipart/form-data in the field logo', [{ field: 'logo', message: 'must be sent as multipart/form-data' }]);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'logo' && !bytes) bytes = await readLogoBytes(part.file);
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        // The rest of the body is not read, so the connection cannot carry another request.
        if ((error as { statusCode?: number }).statusCode === 413) reply.header('connection', 'close');
        throw unreadableBody(error);
      }
      if (!bytes) throw new AppError('VALIDATION_FAILED', 'logo is required', [{ field: 'logo', message: 'is required' }]);
      return { success: true as const, message: 'Logo saved.', data: await service.uploadLogo(actorOf(request), bytes) };
    },
  });

  app.delete('/api/v1/settings/business/logo/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Remove the business logo', response: { 200: dataResponse(branding), ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Logo removed.', data: await service.removeLogo(actorOf(request)) }),
  });
};
