import { describe, expect, it } from 'vitest';
import { type BundleChunk, pageFiles } from '../../vite-route-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BundleChunk => ({ fileName, moduleIds, imports, isEntry });
const gallery = { path: '/client/project/:id/files', route: /routes\/client\/project-files\.tsx$/ };
const shell = /layout\/app-shell\.tsx$/;

describe('pageFiles', () => {
  it("lists the shell's and the screen's files with what they import, without what the start file loads", () => {
    const chunks = [
      chunk('assets/index.js', ['/src/main.tsx'], ['assets/runtime.js', 'assets/icons-a.js'], true),
      chunk('assets/runtime.js', ['\0runtime']),
      chunk('assets/app-shell.js', ['/src/components/layout/app-shell.tsx'], ['assets/branding.js', 'assets/runtime.js']),
      chunk('assets/branding.js', ['/src/brand.ts'], ['assets/icons-a.js']),
      chunk('assets/client-gallery.js', ['/src/app/routes/client/project-files.tsx', '/src/grid.tsx'], ['assets/card.js', 'assets/branding.js']),
      chunk('assets/card.js', ['/src/card.tsx']),
      chunk('assets/icons-a.js', ['/lucide/a.js']),
      chunk('assets/login.js', ['/src/app/routes/login.tsx'], ['assets/card.js']),
    ];
    expect(pageFiles(chunks, gallery, shell)).toEqual(['/assets/app-shell.js', '/assets/client-gallery.js', '/assets/branding.js', '/assets/card.js']);
  });

  it('fails the build when the screen is in no file', () => {
    const chunks = [chunk('assets/index.js', ['/src/main.tsx'], [], true), chunk('assets/app-shell.js', ['/src/components/layout/app-shell.tsx'])];
    expect(() => pageFiles(chunks, gallery, shell)).toThrow('/client/project/:id/files');
  });
});
