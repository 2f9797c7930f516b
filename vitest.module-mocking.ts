import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The test files under `dirs` that replace a module with vi.mock, relative to `root`. The server and
 * web projects run their files without isolation (a worker's files share loaded modules), so these
 * run in an isolated project of their own, where a mock cannot leak into later files. Found by
 * reading the files, so a new one is never forgotten.
 */
export function moduleMockingTests(root: string, dirs: string[]): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.mock\(/.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path).split('\\').join('/'));
      }
    }
  };
  for (const dir of dirs) visit(join(root, dir));
  return found.sort();
}
