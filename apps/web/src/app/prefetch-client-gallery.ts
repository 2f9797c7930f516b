import { isClientType } from '@portal/contract/auth-messages';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { filesQueryOptions } from '@/features/files/api/list-files';
import { normaliseFolderPath } from '@/features/files/components/file-format';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { readSession } from '@/lib/session';

/**
 * The client gallery's first two calls, the project and the open folder's files, started while the
 * screen's code is still on its way instead of after it (and the list after the project): on a phone's
 * link that overlap is most of the wait for the first thumbnails. Nothing waits for the answers; the
 * screen's queries find them in the cache, in flight or done. Only a client's session asks: the guard
 * sends anyone else away from this screen.
 */
export function prefetchClientGallery(queryClient: QueryClient, { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const session = readSession();
  const id = Number(params.id);
  if (!session || !isClientType(session.type) || !Number.isInteger(id) || id <= 0) return;
  const search = new URL(request.url).searchParams;
  const favourites = search.get('favourites') === '1';
  void queryClient.prefetchQuery(projectQueryOptions(id));
  // Silent: a project that is not theirs says so on the screen, and the file manager asks again, loudly, if it shows.
  void queryClient.prefetchQuery({ ...filesQueryOptions(id, favourites ? '' : normaliseFolderPath(search.get('folder')), favourites), meta: { silent: true } });
}
