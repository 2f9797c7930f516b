import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileList, makeFile } from '@/test/file-fixtures';
import { mockApi, signInAs } from '@/test/render-screen';
import { prefetchClientGallery } from './prefetch-client-gallery';
import { createAppRoutes } from './router';

const at = (path: string) => ({ params: { id: /\/project\/(\w+)/.exec(path)?.[1] }, search: new URL(`http://localhost${path}`).searchParams });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("the client gallery's early calls", () => {
  it('asks for the project and the open folder at once, and leaves the answers in the cache for the screen', async () => {
    signInAs('company');
    const api = mockApi({ getProject: { success: true, data: { id: 7 } }, listFiles: fileList([makeFile('IMG_0001.jpg')], 'Exterior') });
    const queryClient = new QueryClient();
    prefetchClientGallery(queryClient, at('/client/project/7/files?folder=Exterior'));
    expect(api.callsTo('getProject', { id: 7 })).toHaveLength(1);
    await vi.waitFor(() => expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(1));
    expect(api.callsTo('listFiles', { id: 7 })[0]!.query.get('folder_path')).toBe('Exterior');
    await vi.waitFor(() => expect(queryClient.getQueryData(['files', 7, 'list', 'Exterior'])).toBeDefined());
  });

  it('asks for the favourites view when the URL shows it', async () => {
    signInAs('client');
    const api = mockApi({ getProject: { success: true, data: { id: 7 } }, listFiles: fileList([]) });
    prefetchClientGallery(new QueryClient(), at('/client/project/7/files?favourites=1&folder=Exterior'));
    await vi.waitFor(() => expect(api.callsTo('listFiles')).toHaveLength(1));
    expect(api.callsTo('listFiles')[0]!.query.get('favourites')).toBe('true');
  });

  it('asks nothing without a client session, nor for an id that is not one', () => {
    const api = mockApi({});
    prefetchClientGallery(new QueryClient(), at('/client/project/7/files'));
    signInAs('user');
    prefetchClientGallery(new QueryClient(), at('/client/project/7/files'));
    signInAs('company');
    prefetchClientGallery(new QueryClient(), at('/client/project/abc/files'));
    expect(api.calls).toHaveLength(0);
  });

  it('go out once, as the app starts on the gallery, not again when it renders there, and again for another folder', async () => {
    signInAs('company');
    const api = mockApi({ getProject: { success: true, data: { id: 7 } }, listFiles: fileList([]) });
    window.history.replaceState(null, '', '/client/project/7/files');
    const { start } = createAppRoutes(new QueryClient());
    expect(api.callsTo('getProject', { id: 7 })).toHaveLength(1);
    expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(1);
    start('/client/project/7/files', '');
    expect(api.callsTo('getProject', { id: 7 })).toHaveLength(1);
    expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(1);
    start('/client/project/7/files', '?folder=Exterior');
    await vi.waitFor(() => expect(api.callsTo('listFiles', { id: 7 })).toHaveLength(2));
    expect(api.callsTo('listFiles', { id: 7 })[1]!.query.get('folder_path')).toBe('Exterior');
  });

  it("asks for the first screen's thumbnails as soon as the list arrives, the search applied", async () => {
    signInAs('company');
    const loading: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          loading.push(url);
        }
      },
    );
    mockApi({ getProject: { success: true, data: { id: 7 } }, listFiles: fileList([makeFile('kitchen.jpg', { id: 1 }), makeFile('garden.jpg', { id: 2 })]) });
    prefetchClientGallery(new QueryClient(), at('/client/project/7/files?search=garden'));
    await vi.waitFor(() => expect(loading).toHaveLength(1));
    expect(loading[0]).toMatch(/^\/signed\/2\/thumb\?v=/);
  });
});
