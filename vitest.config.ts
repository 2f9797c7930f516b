import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleMockingTests } from './vitest.module-mocking.ts';

const serverTests = {
  environment: 'node',
  // One migrated PGlite dump per run; a worker's database starts from it (test/global-setup.ts).
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Files run in parallel: each worker has its own PGlite, or its own PostgreSQL database.
  fileParallelism: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

const root = fileURLToPath(new URL('.', import.meta.url));
const moduleMockingServerTests = moduleMockingTests(root, ['apps/server/src', 'apps/server/test']);
const moduleMockingWebTests = moduleMockingTests(root, ['apps/web/src']);
const webTests = {
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // A screen test types and clicks through a form in jsdom: on 2 busy cores that can pass 5 s,
    // and a test cut off mid-typing leaks its keystrokes into the next one.
    testTimeout: 15_000,
    // A worker's files share one jsdom and its loaded modules: what a test stubs is put back after it.
    unstubGlobals: true,
    unstubEnvs: true,
  },
} as const;

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; test files wait on I/O and child processes, so use at least 2.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: moduleMockingServerTests,
          // The files of a worker share loaded modules and one PGlite (test/test-database.ts), emptied before each test.
          isolate: false,
        },
      },
      {
        // Files that replace a module with vi.mock get a module graph of their own.
        test: { ...serverTests, name: 'server-isolated', include: moduleMockingServerTests },
      },
      {
        ...webTests,
        // Without isolation a worker sets up jsdom and loads React and the app's modules once, not
        // once per file: the web suite runs in a third of the time.
        test: { ...webTests.test, name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: moduleMockingWebTests, isolate: false },
      },
      {
        // Files that replace a module with vi.mock get a module graph (and a jsdom) of their own.
        ...webTests,
        test: { ...webTests.test, name: 'web-isolated', include: moduleMockingWebTests },
      },
    ],
  },
});
