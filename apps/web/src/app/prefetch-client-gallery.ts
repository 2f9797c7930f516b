import { isClientType } from '@portal/contract/auth-messages';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { visibleEntries } from '@/features/files/components/file-format';
import { warmFirstThumbnails } from '@/features/files/warm-first-thumbnails';
import { callApi } from '@/lib/api-call';
import { normaliseFolderPath } from '@/lib/folder-path';
import { fileKeys, projectKeys } from '@/lib/query-keys';
import { readSession } from '@/lib/session';

/**
 * The client gallery's first two calls, the project and the open folder's files, asked as the app
 * starts on or moves to the gallery, beside the screen's code: on HTTP/1.1 a browser has six
 * connections, and asked after the code they would wait behind its files. Nothing waits for the
 * answers; the screen's queries (useProject, useFiles: the same keys, the same calls) find them in
 * the cache, in flight or done. The route table starts it (`lazyRoute`), so it uses callApi and the
 * keys alone, not the screens' hooks. Only a client's session asks: the guard sends anyone else away.
 * When the list arrives, the first screen's thumbnails are asked for while the screen renders.
 */
export function prefetchClientGallery(queryClient: QueryClient, { params, search }: { params: Params; search: URLSearchParams }) {
  const session = readSession();
  const id = Number(params.id);
  if (!session || !isClientType(session.type) || !Number.isInteger(id) || id <= 0) return;
  const favourites = search.get('favourites') === '1';
  const folderPath = favourites ? '' : normaliseFolderPath(search.get('folder'));
  void queryClient.prefetchQuery({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => callApi('getProject', { params: { id } }, { signal }), meta: { silent: true } });
  // Silent: a project that is not theirs says so on the screen, and the file manager asks again, loudly, if it shows.
  void queryClient.prefetchQuery({
    queryKey: fileKeys.list(id, folderPath, favourites),
    queryFn: async ({ signal }) => {
      const answer = await callApi('listFiles', { params: { id }, query: favourites ? { favourites: true } : { folder_path: folderPath } }, { signal });
      warmFirstThumbnails(visibleEntries(answer.data.files, search.get('search') ?? ''));
      return answer;
    },
    meta: { silent: true },
  });
}
