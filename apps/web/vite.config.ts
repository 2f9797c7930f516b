import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Icons are modules of a few hundred bytes each: grouped by the screens using them, small groups merged.
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8_000, priority: 1 },
          ],
        },
      },
    },
  },
});
