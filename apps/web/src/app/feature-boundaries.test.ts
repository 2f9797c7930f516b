import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root, where eslint.config.js is.
const root = `${process.cwd()}/`;
const eslint = new ESLint({ cwd: root });

/** The import-boundary complaints ESLint makes about `source` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: `${root}apps/web/src/${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message.split("'")[1]);
}

describe('feature boundaries', () => {
  it('refuses a feature importing another feature or the app, by alias or by a relative path', async () => {
    const source = [
      "import { useUsers } from '@/features/users/api/get-users';",
      "import { mayManageAccount } from '../../users/account-access';",
      "import { router } from '@/app/router';",
      'export const used = [useUsers, mayManageAccount, router];',
    ].join('\n');
    expect(await boundaryErrors('features/roles/components/probe.tsx', source)).toEqual(['@/features/users/api/get-users', '../../users/account-access', '@/app/router']);
    expect(await boundaryErrors('features/roles/probe.ts', "import { useUsers } from '../users/api/get-users';\nexport const used = useUsers;")).toEqual(['../users/api/get-users']);
  });

  it('lets a feature import its own files, components, lib and the contract', async () => {
    const source = [
      "import { projectStatuses } from '@portal/contract';",
      "import { ListPage } from '@/components/list-page';",
      "import { Button } from '@/components/ui/button';",
      "import { formatDate } from '@/lib/format';",
      "import { useRoles } from '@/features/roles/api/get-roles';",
      "import { RoleCards } from './role-cards';",
      "import { rolesKeys } from '../api/get-roles';",
      'export const used = [projectStatuses, ListPage, Button, formatDate, useRoles, RoleCards, rolesKeys];',
    ].join('\n');
    expect(await boundaryErrors('features/roles/components/probe.tsx', source)).toEqual([]);
  });

  it('keeps components and lib from reaching up into a feature or the app; the app may import features', async () => {
    const source = "import { useUsers } from '@/features/users/api/get-users';\nexport const used = useUsers;";
    expect(await boundaryErrors('components/probe.tsx', source)).toEqual(['@/features/users/api/get-users']);
    expect(await boundaryErrors('lib/probe.ts', source)).toEqual(['@/features/users/api/get-users']);
    expect(await boundaryErrors('app/screens/probe.tsx', source)).toEqual([]);
  });
});
