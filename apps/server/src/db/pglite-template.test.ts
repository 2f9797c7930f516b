import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { openDatabase } from './client.ts';
import { copyTemplate } from './pglite-template.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A template with a version file and a nested table file, and the data dir the database goes in. */
function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  roots.push(root);
  const template = path.join(root, 'template');
  mkdirSync(path.join(template, 'base', '5'), { recursive: true });
  writeFileSync(path.join(template, 'PG_VERSION'), '18\n');
  writeFileSync(path.join(template, 'base', '5', '1259'), 'catalog');
  return { template, dir: path.join(root, 'data', 'db'), root };
}

describe('a new embedded database made from the build template', () => {
  it('is a whole copy of the template, with nothing left beside it', async () => {
    const { template, dir } = setUp();
    mkdirSync(path.dirname(dir));
    await copyTemplate(template, dir);
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(path.join(dir, 'base', '5', '1259'), 'utf8')).toBe('catalog');
    expect(readdirSync(path.dirname(dir))).toEqual(['db']);
  });

  it('replaces what a copy cut off earlier left, and takes the place of an empty directory', async () => {
    const { template, dir } = setUp();
    mkdirSync(dir, { recursive: true });
    mkdirSync(`${dir}.partial/base`, { recursive: true });
    writeFileSync(`${dir}.partial/base/half-written`, 'x');
    await copyTemplate(template, dir);
    expect(existsSync(`${dir}.partial`)).toBe(false);
    expect(existsSync(path.join(dir, 'base', 'half-written'))).toBe(false);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a directory holding files but no database, naming it and leaving the files alone', async () => {
    const { template, dir } = setUp();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    // A refusal of the start: it prints as its message alone, without a stack.
    const refusal = await copyTemplate(template, dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toBe(`${dir} holds files but no database (no PG_VERSION); move them away and start again`);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(existsSync(`${dir}.partial`)).toBe(false);
  });

  it('fails with the file system error when the template is missing, leaving no directory behind', async () => {
    const { template, dir } = setUp();
    rmSync(template, { recursive: true });
    await expect(copyTemplate(template, dir)).rejects.toThrow(/ENOENT/);
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(`${dir}.partial`)).toBe(false);
  });

  it('refuses a DATA_DIR that is a file, naming it, before anything is written', async () => {
    const { root } = setUp();
    const file = path.join(root, 'not-a-directory');
    writeFileSync(file, 'mine');
    const refusal = await openDatabase({ dataDir: file }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toBe(`DATA_DIR: ${file} cannot be a directory: a file is in the way`);
    await expect(openDatabase({ dataDir: path.join(file, 'below') })).rejects.toThrow(ConfigError);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });
});
