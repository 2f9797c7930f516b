import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** PostgreSQL settings of the embedded database, given at every start (the data directory's postgresql.conf is left alone). */
export const pgliteSettings: Record<string, string> = { shared_buffers: '16MB' };

const pgliteFile = (name: string) => createRequire(import.meta.url).resolve(`@electric-sql/pglite/${name}`);

/**
 * What every PGlite of the server opens with: the extensions the migrations create (build.mjs
 * passes the same to the template it makes) and the settings above after PGlite's own start
 * parameters. Loaded when the embedded database is chosen, not before.
 * PGlite's WebAssembly is compiled, and its bundle of PostgreSQL's share files read, on other
 * threads while its JavaScript loads, where PGlite would only begin both once it is created.
 */
export async function pgliteOptions() {
  const compiling = readFile(pgliteFile('pglite.wasm')).then((bytes) => WebAssembly.compile(bytes));
  const bundle = readFile(pgliteFile('pglite.data')).then((bytes) => new Blob([bytes]));
  const [{ PGlite }, { pg_trgm }, pgliteWasmModule, fsBundle] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    compiling,
    bundle,
  ]);
  const settings = Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...settings], pgliteWasmModule, fsBundle };
}
