import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { routeBundle } from './vite-route-bundles.ts';
import { routePreloads } from './vite-route-preloads.ts';

const src = (path: string) => new RegExp(`[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.tsx?$`);
const publicPages = ['main', 'app/routes/root', 'app/routes/welcome', 'app/routes/login', 'app/routes/admin/login', 'app/routes/forgot-password', 'app/routes/reset-password', 'app/routes/set-password', 'app/routes/not-found'].map(src);
// The client gallery in two files besides the start file: its JavaScript budget is in docs/development.md.
const gallery = routeBundle(
  'client-gallery',
  { route: src('app/routes/client/project-files'), shell: src('components/layout/app-shell'), screens: /[\\/]src[\\/]app[\\/]routes[\\/].+\.tsx$/, publicPages, widelyShared: 4 },
  2,
);

// The client gallery is where a client lands from the "photos are ready" e-mail: the server names its
// screen's files in that page's HTML, so they load beside the start file.
const preloads = routePreloads([{ path: '/client/project/:id/files', route: src('app/routes/client/project-files') }], src('components/layout/app-shell'));

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), gallery.plugin, preloads],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files where that costs no page more code: over HTTP/1.1 a browser fetches six
        // files at a time, and on a phone's link each round costs a latency (docs/development.md).
        codeSplitting: {
          groups: [
            // What every page loads at start, as one file.
            { name: 'index', tags: ['$initial'], priority: 3 },
            ...gallery.groups,
            // Icons are modules of a few hundred bytes each: grouped by the screens using them, small groups merged.
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8_000, priority: 1 },
          ],
        },
      },
    },
  },
});
