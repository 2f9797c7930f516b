import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionExpiredError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fileKeys } from '../api/list-files';
import { uploadFile } from '../api/upload-file';

export type UploadStatus = 'queued' | 'uploading' | 'completed' | 'error';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** Bytes sent so far, 0..size. */
  loaded: number;
  status: UploadStatus;
}

/** Spec section 9: a batch leaves the list 3 s after it succeeds, 5 s after it fails. */
export const CLEAR_AFTER_SUCCESS_MS = 3_000;
export const CLEAR_AFTER_FAILURE_MS = 5_000;

let nextId = 0;

/**
 * Uploads files one at a time in sequence. A failure stops the batch and marks
 * its remaining items as errors, as the spec's toast says; a new batch waits for the one before.
 */
export function useUploadQueue(projectId: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const update = useCallback((ids: Set<string>, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (ids.has(item.id) ? { ...item, ...change } : item)));
  }, []);

  const runBatch = useCallback(
    async (batch: UploadItem[], files: File[], folderPath: string) => {
      let failure: unknown;
      for (const [index, item] of batch.entries()) {
        update(new Set([item.id]), { status: 'uploading' });
        try {
          await uploadFile({
            projectId,
            file: files[index]!,
            folderPath,
            onProgress: ({ loaded, total }) => update(new Set([item.id]), { loaded: Math.round((loaded / Math.max(total, 1)) * item.size) }),
          });
          update(new Set([item.id]), { status: 'completed', loaded: item.size });
        } catch (error) {
          failure = error;
          update(new Set(batch.slice(index).map((rest) => rest.id)), { status: 'error' });
          break;
        }
      }
      void queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) });

      if (failure === undefined) {
        void notifySuccess('Upload Complete', `${batch.length} file(s) uploaded successfully!`);
      } else if (!isSessionExpiredError(failure)) {
        const reason = failure instanceof Error ? failure.message : 'Upload failed';
        void notifyError('Upload Failed', `Upload failed: ${reason}`);
      }
      const ids = new Set(batch.map((item) => item.id));
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          setItems((current) => current.filter((item) => !ids.has(item.id)));
        },
        failure === undefined ? CLEAR_AFTER_SUCCESS_MS : CLEAR_AFTER_FAILURE_MS,
      );
      timers.current.add(timer);
    },
    [projectId, queryClient, update],
  );

  const upload = useCallback(
    (files: File[], folderPath: string) => {
      if (files.length === 0) return;
      const batch = files.map((file): UploadItem => ({ id: `upload-${++nextId}`, name: file.name, size: file.size, loaded: 0, status: 'queued' }));
      setItems((current) => [...current, ...batch]);
      chain.current = chain.current.then(() => runBatch(batch, files, folderPath));
    },
    [runBatch],
  );

  return { items, upload, isUploading: items.some((item) => item.status === 'uploading' || item.status === 'queued') };
}
