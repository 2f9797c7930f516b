import { describe, expect, it } from 'vitest';
import { makeFile, makeFolder } from '@/test/file-fixtures';
import { columnsFor } from './grid-geometry';
import { entryPath, formatFileSize, formatUploadTime, normaliseFolderPath, visibleEntries } from './file-format';

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [2_621_440, '2.5 MB'],
    [5 * 1024 ** 3, '5120.0 MB'],
  ])('%i bytes show as %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('file manager helpers', () => {
  it('shows the upload time as DD-MM-YYYY HH:mm, and the date words when it is missing', () => {
    const local = new Date(2026, 2, 4, 9, 5);
    expect(formatUploadTime(local.toISOString())).toBe('04-03-2026 09:05');
    expect(formatUploadTime('')).toBe('Unknown date');
    expect(formatUploadTime('not a date')).toBe('Invalid date');
  });

  it("joins a folder's path and tidies the one from the URL", () => {
    expect(entryPath(makeFolder('Drone', { folder_path: 'Exterior' }))).toBe('Exterior/Drone');
    expect(entryPath(makeFolder('Exterior'))).toBe('Exterior');
    expect(normaliseFolderPath('/Exterior//../Drone/ ')).toBe('Exterior/Drone');
    expect(normaliseFolderPath(null)).toBe('');
  });

  it('puts folders first and filters by name without case', () => {
    const entries = [makeFile('b.JPG'), makeFolder('Backyard'), makeFile('a.pdf')];
    expect(visibleEntries(entries, '').map((entry) => entry.name)).toEqual(['Backyard', 'b.JPG', 'a.pdf']);
    expect(visibleEntries(entries, ' B ').map((entry) => entry.name)).toEqual(['Backyard', 'b.JPG']);
    expect(visibleEntries(entries, '.jpg').map((entry) => entry.name)).toEqual(['b.JPG']);
  });

  it('fits as many 144 px cards in a row as the width allows, at least one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(360)).toBe(2);
    expect(columnsFor(1000)).toBe(6);
  });
});
