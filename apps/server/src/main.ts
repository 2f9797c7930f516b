import { ConfigError, loadConfig } from './config.ts';
import { openRuntime } from './runtime.ts';

async function main() {
  const config = loadConfig();
  // The database opens (a first start copies its template on another thread) while the server's
  // modules load: serve.ts and what it imports are loaded only here, after the opening has begun.
  const opening = openRuntime(config);
  opening.catch(() => {}); // awaited below; a failure is reported from there
  const { serve } = await import('./serve.ts');
  await serve(config, await opening);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
