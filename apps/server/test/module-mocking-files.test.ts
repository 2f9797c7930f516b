import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleMockingServerTests } from './module-mocking-files.ts';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(repo, dir), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? testFiles(`${dir}/${entry.name}`) : entry.name.endsWith('.test.ts') ? [`${dir}/${entry.name}`] : [])));
  return nested.flat();
}

describe('server test isolation', () => {
  it('runs every file that mocks a module with vi.mock in the isolated project', async () => {
    const files = [...(await testFiles('apps/server/src')), ...(await testFiles('apps/server/test'))];
    const mocking = [];
    for (const file of files) if (/\bvi\.mock\(/.test(await readFile(path.join(repo, file), 'utf8'))) mocking.push(file);
    expect(mocking.sort()).toEqual([...moduleMockingServerTests].sort());
  });
});
