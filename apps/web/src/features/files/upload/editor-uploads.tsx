import { useImperativeHandle, useRef, type Ref } from 'react';
import { filesFromInput, type PickedFile } from './folder-entries';
import { UploadPanel } from './upload-panel';
import { useResumableUploads } from './use-resumable-uploads';

/** What the file manager asks of its uploads: the two pickers, and the files dropped on it. */
export interface UploadsHandle {
  chooseFiles(): void;
  chooseFolder(): void;
  add(files: PickedFile[], folderPath: string): void;
}

/**
 * Uploads, for those who may edit: the file and folder pickers, the queue and its panel. The file
 * manager loads this only for them, so a client's gallery carries none of it.
 */
export default function EditorUploads({ projectId, folderPath, ref }: { projectId: number; folderPath: string; ref: Ref<UploadsHandle> }) {
  const uploads = useResumableUploads(projectId);
  const inputRef = useRef<HTMLInputElement>(null);
  const folderInputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ chooseFiles: () => inputRef.current?.click(), chooseFolder: () => folderInputRef.current?.click(), add: uploads.add }), [uploads.add]);

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        onChange={(event) => {
          uploads.add(filesFromInput(Array.from(event.target.files ?? [])), folderPath);
          event.target.value = '';
        }}
      />
      <input
        ref={folderInputRef}
        type="file"
        multiple
        hidden
        aria-label="Choose a folder to upload"
        {...{ webkitdirectory: '' }}
        onChange={(event) => {
          uploads.add(filesFromInput(Array.from(event.target.files ?? [])), folderPath);
          event.target.value = '';
        }}
      />
      <UploadPanel
        snapshot={uploads.snapshot}
        unfinished={uploads.unfinished}
        onPause={(id) => uploads.queue.pause(id)}
        onResume={(id) => uploads.queue.resume(id)}
        onRetry={(id) => uploads.queue.retry(id)}
        onRemove={(id) => uploads.queue.remove(id)}
        onPauseAll={() => uploads.queue.pauseAll()}
        onResumeAll={() => uploads.queue.resumeAll()}
        onRetryFailed={() => uploads.queue.retryFailed()}
        onChooseAgain={() => inputRef.current?.click()}
        onChooseFolderAgain={() => folderInputRef.current?.click()}
        onForgetUnfinished={uploads.forgetUnfinished}
      />
    </>
  );
}
