import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageHtml } from './page-html.ts';

const maxEchoedPathLength = 200;

/** Nothing for a file that is not there; any other failure goes on as the error it is. */
function unlessMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code !== 'ENOENT') throw error;
  return undefined;
}

/**
 * Serves the built web app (compressed copies when accepted): hashed assets cached for a year, everything else falls back to
 * index.html so client-side routes load (with its first screen's files named, for a page the build listed: page-html.ts);
 * unknown /api/ paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One catch-all route, not one per built file (a route for each of ~340 files cost a start ~80 ms).
      // A path with no file, or naming a directory ('/', '/assets/'), goes on to the not-found handler below.
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes a .br and a .gz copy of each text file: a browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old build's asset) is a 404, not the page: HTML served as script loads blank.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api' && !looksLikeFile;
    // No index.html now (a build replacing it): the same answer as before the first build. Any other
    // failure to read it is the server's error, logged as one.
    const html = isPage && hasBuild ? await pageHtml(webDistDir, pathname).catch(unlessMissing) : undefined;
    if (html !== undefined) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const what = looksLikeFile ? 'file' : 'endpoint';
    // A long address (a pasted token, junk) is not sent back: it would only bloat the answer and the logs reading it.
    const shown = pathname.length <= maxEchoedPathLength ? `: ${request.method} ${pathname}` : '.';
    return reply.status(404).send({ success: false, message: `No such ${what}${shown}`, code: 'NOT_FOUND' });
  });
}
