import type { FileList, Project } from '@portal/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectKeys, type ProjectResponse } from '@/lib/shared-queries';
import { callApi } from '@/lib/api-call';
import { fileKeys } from './list-files';

export interface FavouriteRequest {
  fileId: number;
  favourite: boolean;
}

/** Marks (POST) or unmarks (DELETE) a photo as one of the signed-in client's favourites. */
export const setFavourite = (projectId: number, { fileId, favourite }: FavouriteRequest) =>
  callApi(favourite ? 'markFavourite' : 'unmarkFavourite', { params: { id: projectId, fileId } });

type FileChange = { is_favourite: boolean; favourite_count: number };

function patchFile(queryClient: QueryClient, projectId: number, fileId: number, change: (file: FileChange) => FileChange) {
  queryClient.setQueriesData<FileList>({ queryKey: fileKeys.lists(projectId) }, (old) =>
    old && { ...old, data: { ...old.data, files: old.data.files.map((file) => (file.id === fileId ? { ...file, ...change(file) } : file)) } },
  );
}

function findFile(queryClient: QueryClient, projectId: number, fileId: number) {
  for (const [, list] of queryClient.getQueriesData<FileList>({ queryKey: fileKeys.lists(projectId) })) {
    const file = list?.data.files.find((entry) => entry.id === fileId);
    if (file) return file;
  }
  return undefined;
}

/**
 * Toggles a favourite at once in every list and in the project's favourite count, puts it back
 * when the server refuses, and then reloads both.
 */
export function useToggleFavourite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FavouriteRequest) => setFavourite(projectId, request),
    meta: { errorMessage: 'Failed to update favourites' },
    onMutate: async ({ fileId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: fileKeys.lists(projectId) });
      const lists = queryClient.getQueriesData<FileList>({ queryKey: fileKeys.lists(projectId) });
      const project = queryClient.getQueryData<ProjectResponse>(projectKeys.detail(projectId));
      const before = findFile(queryClient, projectId, fileId);
      patchFile(queryClient, projectId, fileId, (file) => ({
        is_favourite: favourite,
        favourite_count: Math.max(0, file.favourite_count + (favourite === file.is_favourite ? 0 : favourite ? 1 : -1)),
      }));
      // The project counts files with at least one mark: it moves only when a file gains its first or loses its last.
      if (project && before && before.is_favourite !== favourite) {
        const delta = favourite && before.favourite_count === 0 ? 1 : !favourite && before.favourite_count === 1 ? -1 : 0;
        const next: Project = { ...project.data, favourite_count: Math.max(0, project.data.favourite_count + delta) };
        queryClient.setQueryData<ProjectResponse>(projectKeys.detail(projectId), { ...project, data: next });
      }
      return { lists, project };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      if (context?.project) queryClient.setQueryData(projectKeys.detail(projectId), context.project);
    },
    onSuccess: ({ data }) => patchFile(queryClient, projectId, data.file_id, () => ({ is_favourite: data.is_favourite, favourite_count: data.favourite_count })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.lists(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      ]),
  });
}
