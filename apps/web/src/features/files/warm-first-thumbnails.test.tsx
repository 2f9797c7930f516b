import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileList, makeFile, makeFolder, stubLayout } from '@/test/file-fixtures';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { FileManager } from './components/file-manager';
import { type ThumbnailRequest, warmFirstThumbnails } from './warm-first-thumbnails';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => makeFile(`IMG_${String(i + 1).padStart(4, '0')}.jpg`, { id: 5000 + i, ...(i % 3 === 1 ? { width: 1000, height: 1500 } : { width: 1500, height: 1000 }) }));

describe("a gallery's first thumbnails, asked for while the screen renders", () => {
  it('asks exactly what the grid then shows in view: the same links, srcset and sizes, in its order', async () => {
    signInAs('company');
    // 1,000 px of grid beside the sidebar (a 1,306 x 800 px window), 480 px of it in view: six cards a row, three rows.
    stubLayout(1000, 480);
    const files = [makeFolder('Drone'), ...photos(30), makeFile('floor-plan.pdf')];
    mockApi({ listFiles: fileList(files) });
    renderScreen('/client/project/:id/files', <FileManager projectId={7} client />, '/client/project/7/files');
    await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    const shown = [...document.querySelectorAll<HTMLImageElement>('[aria-label="Files and folders"] img[loading="eager"]')].map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset') ?? undefined,
      sizes: img.getAttribute('sizes') ?? undefined,
    }));
    expect(shown).toHaveLength(17); // 18 cards in view, the first a folder

    const asked: ThumbnailRequest[] = [];
    warmFirstThumbnails([files[0]!, ...files.slice(1)], { width: 1306, height: 800 }, (request) => asked.push(request));
    expect(asked).toEqual(shown);
  });

  it('asks a phone for its two columns of the first screen only, and nothing for folders or files without a thumbnail', () => {
    const asked: ThumbnailRequest[] = [];
    const entries = [makeFolder('Drone'), makeFile('plan.pdf'), makeFile('new.jpg', { thumbnail_url: null, thumbnail_srcset: null, derivative_status: 'pending' }), ...photos(40)];
    warmFirstThumbnails(entries, { width: 390, height: 844 }, (request) => asked.push(request));
    // 356 px of grid: two columns; 844 px of window, 524 px of grid in view: three rows; six cards, of which the first three have no thumbnail.
    expect(asked.map((request) => request.src)).toEqual(photos(3).map((photo) => `/signed/${photo.id}/thumb?v=${Date.parse(photo.versioned_at!)}`));
    // A landscape photo in a 152 x 126 px box is drawn 189 px wide; a portrait one the box's width.
    expect(asked[0]).toMatchObject({ srcset: '/signed/5000/thumb-small 240w, /signed/5000/thumb 480w', sizes: '189px' });
    expect(asked[1]).toMatchObject({ sizes: '152px' });
  });

  it('loads them as images with the same srcset and sizes, so the browser keeps the answer for the cards', () => {
    const created: Array<Record<string, string>> = [];
    vi.stubGlobal(
      'Image',
      class {
        constructor() {
          created.push(this as unknown as Record<string, string>);
        }
      },
    );
    warmFirstThumbnails(photos(1), { width: 390, height: 844 });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ src: '/signed/5000/thumb?v=' + Date.parse('2026-03-04T09:30:00.000Z'), srcset: '/signed/5000/thumb-small 240w, /signed/5000/thumb 480w', sizes: '189px', fetchPriority: 'high' });
  });
});
