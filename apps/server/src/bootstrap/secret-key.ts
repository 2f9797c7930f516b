import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function readStored(file: string) {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= 32 ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/**
 * SECRET_KEY when set; otherwise one generated once and kept under DATA_DIR (mode 600). Instances
 * starting together on one DATA_DIR agree on one key: the file appears whole (link) or not at all.
 */
export async function resolveSecretKey(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  const stored = await readStored(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const draft = path.join(dataDir, `secret.key.${randomUUID()}.tmp`);
  await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A file too short to be a key (cut off, hand-edited) is replaced, as before.
    if (!(await readStored(file))) await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
  return (await readStored(file))!;
}
