import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { permissions } from './permissions.ts';

const serverSource = fileURLToPath(new URL('..', import.meta.url));
const contract = fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url));
// The table itself and the Roles screen's words name every permission without checking any.
const notChecks = new Set(['access/role-permissions.ts', 'policy/permissions.ts']);

function sources(root: string, dir = root): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ path: full.slice(root.length).replace(/^\//, ''), text: readFileSync(full, 'utf8') }];
  });
}

describe('the permission table', () => {
  it('declares only permissions a route, an operation or a service checks', () => {
    // Route access rules (the server's and the contract's operations), service checks and the policy's own rules.
    const checking = [...sources(serverSource), ...sources(contract, join(contract, 'operations/routes')), ...sources(contract, join(contract, 'policy'))].filter(
      (file) => !notChecks.has(file.path),
    );
    const unchecked = permissions.filter((permission) => !checking.some((file) => file.text.includes(`'${permission}'`)));
    expect(unchecked).toEqual([]);
  });
});
