import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * CSP fit for the built SPA: own scripts only, inline style attributes (Radix positions popovers with them).
 * `storageOrigin` is the bucket's origin when files are on S3: the app's file links redirect images and videos
 * there (a browser checks a redirect's target against the CSP too), and direct uploads PUT there.
 */
function helmetOptions(storageOrigin?: string): HelmetOptions {
  const storage = storageOrigin ? [storageOrigin] : [];
  return {
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
  };
}

/**
 * What helmet's middleware does to a response with these options: the headers it sets and the ones
 * it removes. Its options are fixed and its directives plain strings, so the answer is the same for
 * every request and is worked out once (the Fastify plugin built the whole middleware, CSP parsing
 * included, on every request).
 */
function helmetHeaders(options: HelmetOptions) {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Helmet's headers on every response, set as the request comes in: a route that answers with its own
 * (a property page's CSP, a file's) replaces them with `reply.header`.
 */
export function registerSecurityHeaders(app: FastifyInstance, storageOrigin?: string) {
  const { set, removed } = helmetHeaders(helmetOptions(storageOrigin));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
