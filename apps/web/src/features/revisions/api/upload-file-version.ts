import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { fileKeys } from '@/lib/shared-queries';
import { revisionKeys } from './revision-keys';

export interface FileVersionUpload {
  projectId: number;
  fileId: number;
  file: File;
}

/** Sends the new bytes of a file (multipart, one `file` part); it keeps its id, name, folder and favourites. */
export const uploadFileVersion = ({ projectId, fileId, file }: FileVersionUpload) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi('uploadFileVersion', { params: { id: projectId, fileId }, body: form });
};

/** Uploads a new version; the gallery, the pins' thumbnails and the versions list are read again. */
export function useUploadFileVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFileVersion,
    meta: { errorMessage: 'Could not upload the new version.' },
    onSuccess: (_answer, { projectId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: revisionKeys.all }), queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) })]),
  });
}
