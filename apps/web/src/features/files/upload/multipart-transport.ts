import { uploadFile } from '../api/upload-file';
import type { UploadTransport } from './upload-queue';

/**
 * The spec's multipart call (one request per file) behind the queue: no resuming, so a paused or
 * failed file starts again from its first byte.
 */
export function createMultipartTransport(): UploadTransport {
  return {
    start(job, events) {
      const controller = new AbortController();
      events.progress(0);
      uploadFile({
        projectId: job.projectId,
        file: job.file,
        folderPath: job.folderPath,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => events.progress(Math.round((loaded / Math.max(total, 1)) * job.file.size)),
      }).then(
        (answer) => events.success(answer),
        (error: unknown) => {
          if (!controller.signal.aborted) events.error(error);
        },
      );
      return { stop: () => controller.abort() };
    },
  };
}
