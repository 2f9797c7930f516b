import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';

export function createLocalFileStore(root: string): FileStore {
  return {
    kind: 'local',
    async check() {
      const probeDir = path.join(root, '.health');
      await mkdir(probeDir, { recursive: true });
      const probe = path.join(probeDir, randomUUID());
      await writeFile(probe, 'ok');
      try {
        if ((await readFile(probe, 'utf8')) !== 'ok') throw new Error('read back differs');
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}
