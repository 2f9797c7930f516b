// The pieces the idle-memory bench weighs the app against, each a bare server answering
// GET /api/v1/health/ on PORT:
//   node            node:http alone
//   fastify         Fastify, nothing else
//   fastify-pglite  Fastify with PGlite open on DATA_DIR/db (a copy of the build's template, as a
//                   first start makes), pinged by the health route; PGLITE_OPTIONS (JSON) go to PGlite.create
//   sharp           node:http with sharp loaded, after making one thumbnail of a 24-megapixel image
// With RELEASE_AFTER_MS set, the server gives back freed memory that long after it listens, as the
// app does once quiet: a full collection (with --expose-gc) and glibc's malloc_trim(0).
// Usage: node bench/idle-memory/bare-server.mjs <mode>   (from the repository root)
import { cpSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

async function releaseMemory() {
  globalThis.gc?.();
  const { default: koffi } = await import('koffi');
  koffi.load('libc.so.6').func('int malloc_trim(size_t pad)')(0);
}

const mode = process.argv[2];
const port = Number(process.env.PORT);
const ok = JSON.stringify({ success: true, status: 'ok' });
const answerHttp = () => createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(ok)).listen(port, '127.0.0.1');

if (mode === 'node') answerHttp();
else if (mode === 'sharp') {
  const { default: sharp } = await import('sharp');
  const image = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#4a7' } }).jpeg().toBuffer();
  await sharp(image).resize(480).webp().toBuffer();
  answerHttp();
} else if (mode === 'fastify' || mode === 'fastify-pglite') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  let ping = async () => {};
  if (mode === 'fastify-pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const dir = path.join(process.env.DATA_DIR, 'db');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) cpSync('apps/server/dist/pglite-template', dir, { recursive: true });
    const db = await PGlite.create(dir, { extensions: { pg_trgm }, ...JSON.parse(process.env.PGLITE_OPTIONS || '{}') });
    ping = async () => void (await db.query('select 1'));
  }
  app.get('/api/v1/health/', async () => {
    await ping();
    return { success: true, status: 'ok' };
  });
  await app.listen({ port, host: '127.0.0.1' });
  if (process.env.RELEASE_AFTER_MS) setTimeout(releaseMemory, Number(process.env.RELEASE_AFTER_MS));
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
