import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { fileList, makeFile, stubLayout } from '@/test/file-fixtures';
import { FileManager } from './file-manager';

// 1000 px of grid: six cards a row, each 148 px wide, its image box 146 x 126 px; 800 px of it in view (rows 0-3).
const imageOf = (name: string) => screen.getByRole('group', { name }).querySelector('img')!;

function renderGrid(files: ReturnType<typeof makeFile>[]) {
  mockApi({ listFiles: fileList(files) });
  return renderScreen('/client/project/:id/files', <FileManager projectId={7} client />, '/client/project/7/files');
}

beforeEach(() => {
  signInAs('company');
  stubLayout(1000, 800);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('photo thumbnails in the grid', () => {
  it('offers both thumbnail sizes, sized for the width a landscape photo is drawn at in its cell (wider than the cell)', async () => {
    renderGrid([makeFile('Wide.jpg', { id: 1, width: 1500, height: 1000 })]);
    await screen.findByRole('group', { name: 'Wide.jpg' });
    const img = imageOf('Wide.jpg');
    expect(img).toHaveAttribute('srcset', '/signed/1/thumb-small 240w, /signed/1/thumb 480w');
    // The 126 px high box, covered by a 3:2 photo: drawn 189 px wide, so a 1x screen takes the 240 one, a 2x the 480.
    expect(img).toHaveAttribute('sizes', '189px');
    expect(img).toHaveAttribute('width', '1500');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('sizes a portrait photo by the cell width it fills', async () => {
    renderGrid([makeFile('Tall.jpg', { id: 2, width: 1000, height: 1500 })]);
    await screen.findByRole('group', { name: 'Tall.jpg' });
    expect(imageOf('Tall.jpg')).toHaveAttribute('sizes', '146px');
  });

  it('loads the thumbnails in view at once and first, the ones further down only as they come near', async () => {
    const photos = Array.from({ length: 60 }, (_, i) => makeFile(`IMG_${String(i + 1).padStart(4, '0')}.jpg`, { id: 100 + i }));
    renderGrid(photos);
    await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    // Row 0 and row 3 (starting at 616 px) are in view; row 4 starts at 816 px, below it.
    for (const name of ['IMG_0001.jpg', 'IMG_0024.jpg']) {
      expect(imageOf(name)).toHaveAttribute('loading', 'eager');
      expect(imageOf(name)).toHaveAttribute('fetchpriority', 'high');
    }
    expect(imageOf('IMG_0025.jpg')).toHaveAttribute('loading', 'lazy');
    expect(imageOf('IMG_0025.jpg')).not.toHaveAttribute('fetchpriority');
  });

  it('shows the one thumbnail of an image processed before the small size existed, with no srcset', async () => {
    renderGrid([makeFile('Old.jpg', { id: 3, thumbnail_srcset: null })]);
    await screen.findByRole('group', { name: 'Old.jpg' });
    const img = imageOf('Old.jpg');
    expect(img.getAttribute('src')).toMatch(/^\/signed\/3\/thumb\?v=/);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
