import type { FileVariant } from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from './list-files';

export interface ServeOptions {
  folderPath?: string;
  variant?: FileVariant;
  disposition?: 'attachment' | 'inline';
}

/** A short-lived signed link to a file: its name, plus ?folder_path= for a file inside a folder. */
export const serveFile = (projectId: number, fileName: string, { folderPath, variant, disposition }: ServeOptions = {}) =>
  callApi('serveFile', { params: { id: projectId, filename: fileName }, query: { folder_path: folderPath, variant, disposition } });

export interface ServeRequest extends ServeOptions {
  fileName: string;
}

/** Asks for a link; a failure toasts 'Download Failed' with the server's reason. */
export function useServeFile(projectId: number) {
  return useMutation({
    mutationFn: ({ fileName, ...options }: ServeRequest) => serveFile(projectId, fileName, options),
    meta: { errorMessage: 'Download Failed' },
  });
}

/** The preview-size link of an image whose list entry came without one. */
export const previewLinkQueryOptions = (projectId: number, fileName: string, folderPath: string) =>
  queryOptions({
    queryKey: [...fileKeys.project(projectId), 'preview', folderPath, fileName] as const,
    queryFn: () => serveFile(projectId, fileName, { folderPath, variant: 'preview', disposition: 'inline' }),
    select: (answer) => answer.data.file_url || answer.data.download_url,
    staleTime: 60_000,
    meta: { errorMessage: 'Preview Failed' },
  });
