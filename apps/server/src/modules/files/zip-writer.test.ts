import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { zipChunks, type ZipMember } from './zip-writer.ts';

const date = new Date('2026-11-20T14:30:10');
const file = (name: string, bytes: Buffer, expectedSize?: number): ZipMember & { expectedSize?: number } => ({
  name,
  modifiedAt: date,
  expectedSize,
  open: async () => Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]),
});

async function unzipped(zip: Buffer) {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        entries[entry.fileName] = '<folder>';
        archive.readEntry();
        return;
      }
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        void buffer(stream).then((bytes) => {
          entries[entry.fileName] = bytes.toString('utf8');
          archive.readEntry();
        }, reject);
      });
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
  return entries;
}

describe('zipChunks', () => {
  it('writes folders and files that unzip to the same names and bytes', async () => {
    const zip = await buffer(Readable.from(zipChunks([
      { name: 'Exterior/', modifiedAt: date },
      file('Exterior/Façade 1.jpg', Buffer.from('front of the house')),
      file('Exterior/Drone/top.jpg', Buffer.from('from above')),
      file('empty.txt', Buffer.alloc(0)),
    ])));
    expect(await unzipped(zip)).toEqual({
      'Exterior/': '<folder>',
      'Exterior/Façade 1.jpg': 'front of the house',
      'Exterior/Drone/top.jpg': 'from above',
      'empty.txt': '',
    });
  });

  it('passes unzip -t, including a member written with zip64 sizes', async () => {
    const zip = await buffer(Readable.from(zipChunks([
      file('small.bin', Buffer.from('abc'.repeat(1000))),
      file('claimed-huge.bin', Buffer.from('zip64 sizes'), 5 * 1024 ** 3),
    ])));
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    writeFileSync(path.join(dir, 'a.zip'), zip);
    const report = execFileSync('unzip', ['-t', path.join(dir, 'a.zip')], { encoding: 'utf8' });
    expect(report).toMatch(/No errors detected/);
    expect(await unzipped(zip)).toEqual({ 'small.bin': 'abc'.repeat(1000), 'claimed-huge.bin': 'zip64 sizes' });
  });

  it('leaves out a member whose bytes cannot be had, writing nothing of it', async () => {
    const zip = await buffer(Readable.from(zipChunks([
      file('before.txt', Buffer.from('before')),
      { name: 'gone.jpg', modifiedAt: date, open: async () => undefined },
      file('after.txt', Buffer.from('after')),
    ])));
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    writeFileSync(path.join(dir, 'a.zip'), zip);
    expect(execFileSync('unzip', ['-t', path.join(dir, 'a.zip')], { encoding: 'utf8' })).toMatch(/No errors detected/);
    expect(await unzipped(zip)).toEqual({ 'before.txt': 'before', 'after.txt': 'after' });
    expect(zip.includes(Buffer.from('gone.jpg'))).toBe(false);
  });
});
