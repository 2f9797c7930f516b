import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP fit for the built SPA: own scripts only, inline style attributes (Radix positions popovers with them).
 * `storageOrigin` is the bucket's origin when files are on S3: the app's file links redirect images and videos
 * there (a browser checks a redirect's target against the CSP too), and direct uploads PUT there.
 */
export async function registerSecurityHeaders(app: FastifyInstance, storageOrigin?: string) {
  const storage = storageOrigin ? [storageOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
