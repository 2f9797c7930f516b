import { describe, expect, it } from 'vitest';
import { directory, fileEntry } from '@/test/file-entries';
import { filesFromDrop, filesFromInput, joinFolder } from './folder-entries';

const file = (name: string) => new File(['x'], name);
const withPath = (name: string, relativePath: string) => {
  const picked = file(name);
  Object.defineProperty(picked, 'webkitRelativePath', { value: relativePath });
  return picked;
};
const paths = (picked: { file: File; folderPath: string }[]) => picked.map(({ file: f, folderPath }) => [folderPath, f.name]);

const dropOf = (entries: (FileSystemEntry | null)[], files: File[] = []) =>
  ({ items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files }) as unknown as DataTransfer;

describe('folder paths of picked and dropped files', () => {
  it('joins folder paths without empty parts', () => {
    expect(joinFolder('', 'Shoot', 'Drone/')).toBe('Shoot/Drone');
    expect(joinFolder('Listing', '')).toBe('Listing');
    expect(joinFolder('', '')).toBe('');
  });

  it('keeps the chosen folder and its sub-folders from a webkitdirectory input', () => {
    expect(paths(filesFromInput([withPath('front.jpg', 'Shoot/front.jpg'), withPath('roof.jpg', 'Shoot/Drone/roof.jpg'), file('loose.jpg')]))).toEqual([
      ['Shoot', 'front.jpg'],
      ['Shoot/Drone', 'roof.jpg'],
      ['', 'loose.jpg'],
    ]);
  });

  it('walks dropped folders to every file, reading each folder until its reader answers an empty batch', async () => {
    const drop = dropOf([
      directory('Shoot', [fileEntry(file('b.jpg')), fileEntry(file('a.jpg')), directory('Drone', [fileEntry(file('roof.jpg')), directory('Empty', [])])]),
      fileEntry(file('loose.pdf')),
    ]);
    expect(paths(await filesFromDrop(drop))).toEqual([
      ['Shoot', 'a.jpg'],
      ['Shoot', 'b.jpg'],
      ['Shoot/Drone', 'roof.jpg'],
      ['', 'loose.pdf'],
    ]);
  });

  it('falls back to the plain file list where entries are not available', async () => {
    expect(paths(await filesFromDrop(dropOf([null], [file('a.jpg')])))).toEqual([['', 'a.jpg']]);
  });
});
