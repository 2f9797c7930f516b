// Builds the app as the server does at start (no S3, Stripe or SMTP configured), answers one health
// call, and prints the CommonJS modules loaded by then (imports are recorded by record-imports.mjs).
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createLocalFileStore } from '../../src/storage/local-file-store.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-modules-'));
const database = process.env.DATABASE_URL ? await openDatabase({ url: process.env.DATABASE_URL }) : await openDatabase({ startFrom: new Blob([readFileSync(process.env.PGLITE_START!)]) });
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dataDir }),
  database,
  store: createLocalFileStore(path.join(dataDir, 'files')),
  secretKey: 'start-modules-secret-key-0123456789abcdef',
  backgroundWork: false,
  logger: false,
});
const health = await app.inject({ method: 'GET', url: '/api/v1/health/' });
if (health.statusCode !== 200) throw new Error(`health answered ${health.statusCode}`);
console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));
await app.close();
await database.close();
