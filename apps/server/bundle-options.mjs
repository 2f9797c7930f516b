// How the server is bundled, for the build and for the tests that bundle it themselves (crash tests).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * esbuild options for `entryPoints` into `outdir`: ESM for node, dependencies left in node_modules
 * (the workspace's own packages bundled in). Split into chunks, so a module imported with `import()`
 * (main.ts's serve.ts) loads its dependencies only when it is imported, not before the entry runs.
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
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  };
}
