/**
 * Server test files that replace a module with vi.mock. The server project runs its files without
 * isolation, so these run in a project of their own, where the mock cannot leak into later files.
 */
export const moduleMockingServerTests = ['apps/server/test/login-throttle.test.ts', 'apps/server/test/storage/local-file-store-race.test.ts'];
