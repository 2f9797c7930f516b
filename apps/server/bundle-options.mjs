// How the server is bundled, for the build and for the tests that bundle it themselves (crash tests).

/**
 * Packages the bundle leaves in node_modules: native addons, and packages that read files kept
 * beside their code (the embedded database's WebAssembly, the invoice fonts, the API explorer's
 * pages and package.json). Everything else is bundled (pino too: its transports, which start a
 * worker from a file beside pino's code, are not used): a start then reads and compiles a few
 * large files instead of resolving and loading hundreds of small ones.
 * Packages the server loads by name only when first needed (`lib/lazy-require.ts`: sharp, argon2,
 * pdfkit, stripe, nodemailer, the S3 SDK) stay in node_modules too, since a name in a variable
 * cannot be bundled.
 */
const leftInNodeModules = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'dejavu-fonts-ttf',
  'pdfkit',
  'pg-native',
  'sharp',
];

/**
 * esbuild options for `entryPoints` into `outdir` (a directory inside the repository, so that what
 * stays in node_modules is found): ESM for node, split into chunks, so a module imported with
 * `import()` (main.ts's serve.ts) loads its dependencies only when it is imported, not before the
 * entry runs.
 */
export function serverBundleOptions(entryPoints, outdir) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: leftInNodeModules,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  };
}
