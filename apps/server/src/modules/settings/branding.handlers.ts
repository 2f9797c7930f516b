import type { BrandingOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { AppError } from '../../errors.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { isMultipart, unreadableBody } from '../files/multipart-upload.ts';
import type { BrandingService } from './branding.service.ts';
import { readLogoBytes } from './logo-image.ts';

/** The business name and logo: read by anyone (sign-in pages show them), changed by the owner. */
export const brandingHandlers = (service: BrandingService): OperationHandlers<BrandingOperationName> => ({
  getBranding: async () => ({ success: true, data: await service.get() }),
  getBrandingLogo: async (_request, reply) => {
    const logo = await service.logo();
    // The URL carries the logo's stamp, so a new logo is a new URL; an hour keeps a bare URL fresh enough.
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').header('etag', `"${logo.stamp}"`).send(logo.png);
  },
  uploadLogo: async (request, reply) => {
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
    return { success: true, message: 'Logo saved.', data: await service.uploadLogo(actorOf(request), bytes) };
  },
  removeLogo: async (request) => ({ success: true, message: 'Logo removed.', data: await service.removeLogo(actorOf(request)) }),
});
