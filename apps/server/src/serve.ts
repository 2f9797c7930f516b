import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadDemoAtStart } from './bootstrap/demo/demo-at-start.ts';
import { loadDemoPhotosInBackground } from './bootstrap/demo/demo-photos-at-start.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { framed } from './bootstrap/framed.ts';
import { releaseMemoryWhenQuiet } from './bootstrap/release-memory-when-quiet.ts';
import type { Config } from './config.ts';
import { createChildImageProcessor } from './modules/derivatives/child-image-processor.ts';
import type { Runtime } from './runtime.ts';
import { createServices } from './services.ts';

/** The server on an opened runtime: the first owner and the demo, the app, the signals, then listening. */
export async function serve(config: Config, runtime: Runtime) {
  // Sign-in details wait until the server listens, so they are the last lines before the request log.
  const credentials: string[] = [];
  const print = (line: string) => credentials.push(line);
  // Instances starting together take turns: the first creates the owner and the demo, the rest find them.
  // The app is built meanwhile: it reads nothing from the database until it listens, and the owner's
  // password hash runs off the main thread.
  let demoLoaded = false;
  const seeding = runtime.database.exclusively(async () => {
    await ensureFirstAdmin(config, runtime.accounts, print);
    demoLoaded = await loadDemoAtStart(config, runtime.database.db, createServices(runtime.database.db, { tokenTtlHours: config.tokenTtlHours }), print);
  });
  // Built, image work runs in a child process that stops when the work does (run from source, in this one).
  const workerEntry = fileURLToPath(new URL('./image-worker.js', import.meta.url));
  const images = existsSync(workerEntry) ? createChildImageProcessor({ entry: workerEntry, execArgv: process.execArgv }) : undefined;
  const [app] = await Promise.all([buildApp({ config, database: runtime.database, store: runtime.store, secretKey: runtime.secretKey, imageProcessor: images }), seeding]);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    images?.close();
    await runtime.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const memory = releaseMemoryWhenQuiet(app);
  await app.listen({ port: config.port, host: config.host });
  memory.started();
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // The bound port, so PORT=0 (any free port) prints where it landed.
  const { port } = app.server.address() as AddressInfo;
  console.log(`Portal is running on http://${shownHost}:${port} (${runtime.database.kind}, data in ${config.dataDir})`);
  const notes = framed(credentials);
  if (notes) console.log(notes);
  if (demoLoaded) void loadDemoPhotosInBackground({ app, config, db: runtime.database.db, store: runtime.store, secretKey: runtime.secretKey, render: images?.svgToJpeg });
}
