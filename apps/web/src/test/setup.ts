import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { routeCodeArrived } from '@/app/lazy-route';

// jsdom has no ResizeObserver; Radix's tooltips measure with it once focus returns to their button.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Menus and dialogs load their code when first opened; in a busy worker the first load of a module
// (transformed on demand) can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// A worker's files share loaded modules (the web project runs without isolation): a screen's code
// that a test asked for ahead (a sign-in starts its landing page's) must arrive before the file
// ends, or it would be loaded after the file's jsdom is gone.
afterAll(() => routeCodeArrived());
