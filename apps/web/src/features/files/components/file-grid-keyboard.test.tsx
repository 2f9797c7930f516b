import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { fileList, makeFile, makeFolder, stubLayout } from '@/test/file-fixtures';
import { FileManager } from './file-manager';

// 1000 px of grid holds six cards a row: IMG_0001-0006, then IMG_0007-0008.
const photos = Array.from({ length: 8 }, (_, i) => makeFile(`IMG_000${i + 1}.jpg`, { id: 301 + i }));
const card = (name: string) => screen.getByRole('group', { name });

function renderGrid(client = false) {
  mockApi({ listFiles: fileList(photos, '', { can_edit: !client }) });
  return renderScreen('/project/:id/files', <FileManager projectId={7} client={client} />, '/project/7/files');
}

/** Every element of the grid that Tab would stop on. */
const tabStops = () => Array.from(screen.getByRole('list', { name: 'Files and folders' }).querySelectorAll<HTMLElement>('button, [tabindex]')).filter((el) => el.tabIndex >= 0);

beforeEach(() => stubLayout());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('photo grid by keyboard', () => {
  beforeEach(() => signInAs('user'));

  it('is one Tab stop: the active card, then only its own buttons', async () => {
    renderGrid();
    await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    expect(tabStops()).toEqual([card('IMG_0001.jpg'), ...within(card('IMG_0001.jpg')).getAllByRole('button')]);
  });

  it("keeps a folder's menu button out of the Tab order once another card is the active one", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockApi({ listFiles: fileList([makeFolder('Edited', { id: 'folder-1' }), ...photos.slice(0, 2)]) });
    renderScreen('/project/:id/files', <FileManager projectId={7} />, '/project/7/files');
    await screen.findByRole('button', { name: 'Open folder Edited' });
    await user.click(card('IMG_0001.jpg'));
    expect(tabStops()).toEqual([card('IMG_0001.jpg'), ...within(card('IMG_0001.jpg')).getAllByRole('button')]);
  });

  it('moves between cards with the arrows, Home and End, and the moved-to card becomes the Tab stop', async () => {
    const user = userEvent.setup();
    renderGrid();
    (await screen.findByRole('group', { name: 'IMG_0001.jpg' })).focus();

    await user.keyboard('{ArrowRight}');
    expect(card('IMG_0002.jpg')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card('IMG_0008.jpg')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('IMG_0002.jpg')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(card('IMG_0001.jpg')).toHaveFocus();
    await user.keyboard('{End}');
    expect(card('IMG_0008.jpg')).toHaveFocus();
    expect(card('IMG_0008.jpg')).toHaveAttribute('tabindex', '0');
    expect(card('IMG_0001.jpg')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(card('IMG_0001.jpg')).toHaveFocus();
  });

  it('opens the preview with Space, and gives focus back to the card when it closes', async () => {
    const user = userEvent.setup();
    renderGrid();
    (await screen.findByRole('group', { name: 'IMG_0001.jpg' })).focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'IMG_0002.jpg' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('IMG_0002.jpg')).toHaveFocus();
  });

  it('gives focus back to the Preview button that opened the preview', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('button', { name: 'Preview IMG_0003.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0003.jpg' });
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Preview IMG_0003.jpg' })).toHaveFocus();
  });
});

describe('photo card buttons', () => {
  beforeEach(() => signInAs('company', 'customer'));

  it("name the file they act on, on the card and in the preview", async () => {
    const user = userEvent.setup();
    renderGrid(true);
    const first = await screen.findByRole('group', { name: 'IMG_0001.jpg' });
    expect(within(first).getByRole('button', { name: 'Add IMG_0001.jpg to favourites' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Preview IMG_0001.jpg' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download IMG_0001.jpg' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Preview IMG_0001.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'IMG_0001.jpg' });
    expect(within(dialog).getByRole('button', { name: 'Add IMG_0001.jpg to favourites' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download IMG_0001.jpg' })).toBeInTheDocument();
  });

  it('say "Remove … from favourites" once the photo is a favourite', async () => {
    mockApi({ listFiles: fileList([{ ...photos[0]!, is_favourite: true, favourite_count: 1 }], '', { can_edit: false }) });
    renderScreen('/project/:id/files', <FileManager projectId={7} client />, '/project/7/files');
    expect(await screen.findByRole('button', { name: 'Remove IMG_0001.jpg from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });
});
