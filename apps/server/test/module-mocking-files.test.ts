import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleMockingTests } from '../../../vitest.module-mocking.ts';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

describe('test isolation', () => {
  it('finds the files that mock a module with vi.mock for the isolated projects, and not the others', () => {
    const server = moduleMockingTests(repo, ['apps/server/src', 'apps/server/test']);
    expect(server).toContain('apps/server/test/login-throttle.test.ts');
    expect(server).toContain('apps/server/test/storage/local-file-store-race.test.ts');
    expect(server).not.toContain('apps/server/test/module-mocking-files.test.ts');
    const web = moduleMockingTests(repo, ['apps/web/src']);
    expect(web).toContain('apps/web/src/components/layout/app-shell.test.tsx');
    expect(web.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });
});
