import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fileKeys } from '../api/list-files';
import { joinFolder, type PickedFile } from './folder-entries';
import { createTusTransport, discardUnfinished } from './tus-transport';
import { UploadQueue, type UploadTransport } from './upload-queue';
import { forgetAllUnfinished, matchUnfinished, rememberUnfinished, subscribeUnfinished, unfinishedFor, wasDone, type UnfinishedUpload } from './unfinished-uploads';

/**
 * One queue per project for the whole visit: leaving the project page does not stop its uploads,
 * and coming back shows them again.
 */
const queues = new Map<number, UploadQueue>();
let makeTransport: () => UploadTransport = createTusTransport;

/** Tests: the transport new queues use, and a clean slate. */
export function setUploadTransportForTests(factory: (() => UploadTransport) | undefined) {
  makeTransport = factory ?? createTusTransport;
  queues.forEach((queue) => queue.dispose());
  queues.clear();
}

function queueFor(projectId: number, queryClient: QueryClient): UploadQueue {
  let queue = queues.get(projectId);
  if (!queue) {
    queue = new UploadQueue({
      projectId,
      transport: makeTransport(),
      onFileComplete: () => void queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) }),
      onIdle: ({ completed, failed }) => {
        if (completed.length > 0 && failed.length === 0) void notifySuccess('Upload Complete', `${completed.length} file(s) uploaded successfully!`);
        const shown = failed.filter((item) => item.error !== undefined);
        if (failed.length > 0 && !failed.some((item) => item.error === SESSION_EXPIRED_MESSAGE)) {
          const reason = shown[0]?.error ?? 'Upload failed';
          const more = failed.length > 1 ? ` (${failed.length} files did not upload)` : '';
          void notifyError('Upload Failed', `Upload failed: ${reason}${more}`);
        }
      },
    });
    queues.set(projectId, queue);
  }
  return queue;
}

const noUnfinished: UnfinishedUpload[] = [];

/** The project's uploads: the queue's state, adding files, and the unfinished ones of an earlier visit. */
export function useResumableUploads(projectId: number) {
  const queryClient = useQueryClient();
  const queue = queueFor(projectId, queryClient);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const unfinished = useUnfinished(projectId);
  const running = new Set(snapshot.items.map((item) => `${item.folderPath}\n${item.name}\n${item.size}`));
  const waiting = unfinished.filter((entry) => !running.has(`${entry.folderPath}\n${entry.name}\n${entry.size}`));

  /**
   * Adds files under `baseFolder`. A file that is one of the unfinished ones goes back to its own
   * folder and continues; when files continue so, the others of the same drop that were already
   * uploaded are skipped (the person gave the whole folder again). Every file is listed as
   * unfinished until it completes, so a reload offers the ones not even started too.
   */
  const add = useCallback(
    (files: readonly PickedFile[], baseFolder: string) => {
      if (files.length === 0) return;
      const before = unfinishedFor(projectId);
      const placed = files.map(({ file, folderPath }) => {
        const continued = matchUnfinished(projectId, file, before);
        return { file, folderPath: continued?.folderPath ?? joinFolder(baseFolder, folderPath), continued: continued !== undefined };
      });
      const resuming = placed.some((entry) => entry.continued);
      const identity = (entry: (typeof placed)[number]) => ({ projectId, name: entry.file.name, size: entry.file.size, lastModified: entry.file.lastModified, folderPath: entry.folderPath });
      const wanted = resuming ? placed.filter((entry) => entry.continued || !wasDone(identity(entry))) : placed;
      const skipped = placed.length - wanted.length;
      if (skipped > 0) void notifySuccess('Already uploaded', `${skipped} file(s) of this folder were already uploaded and are skipped.`);
      for (const entry of wanted) if (!entry.continued) rememberUnfinished(identity(entry), 0);
      queue.add(
        wanted.map(({ file, folderPath }) => ({ file, folderPath })),
        '',
      );
    },
    [projectId, queue],
  );

  const forgetUnfinished = useCallback(() => {
    for (const entry of unfinishedFor(projectId)) void discardUnfinished(entry).catch(() => undefined);
    forgetAllUnfinished(projectId);
  }, [projectId]);

  return { queue, snapshot, add, unfinished: waiting, forgetUnfinished };
}

function useUnfinished(projectId: number) {
  const [entries, setEntries] = useState<UnfinishedUpload[]>(() => unfinishedFor(projectId));
  useEffect(() => {
    setEntries(unfinishedFor(projectId));
    return subscribeUnfinished(() => setEntries(unfinishedFor(projectId)));
  }, [projectId]);
  return entries.length === 0 ? noUnfinished : entries;
}
