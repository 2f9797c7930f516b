/** PostgreSQL settings of the embedded database, given at every start (the data directory's postgresql.conf is left alone). */
export const pgliteSettings: Record<string, string> = { shared_buffers: '16MB' };

/**
 * What every PGlite of the server opens with: the extensions the migrations create (build.mjs
 * passes the same to the template it makes) and the settings above after PGlite's own start
 * parameters. Loaded when the embedded database is chosen, not before.
 */
export async function pgliteOptions() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const settings = Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...settings] };
}
