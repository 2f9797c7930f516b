import type { FileEntry } from '@portal/contract';
import { EyeOff, FolderArchive, Heart, UploadCloud } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { startDownload } from '@/lib/download-link';
import { cn } from '@/lib/utils';
import { useFolderZipUrl, type ZipRequest } from '../api/folder-zip-url';
import { useFiles } from '../api/list-files';
import { useServeFile } from '../api/serve-file';
import { useSetFolderVisibility } from '../api/set-folder-visibility';
import { useToggleFavourite } from '../api/toggle-favourite';
import { DeleteEntryDialog } from './delete-entry-dialog';
import type { DownloadVariant } from './download-menu';
import { FileListBody } from './file-list-body';
import { entryPath, normaliseFolderPath, visibleEntries } from './file-format';
import { FilePreviewDialog, type FilePreviewDialogProps } from './file-preview-dialog';
import { FileToolbar } from './file-toolbar';
import { filesFromInput } from '../upload/folder-entries';
import { UploadPanel } from '../upload/upload-panel';
import { useResumableUploads } from '../upload/use-resumable-uploads';
import { useFileDrop } from './use-file-drop';

export interface FileManagerProps {
  projectId: number;
  /** Forces the view-only manager (clients); otherwise the server's can_edit decides. */
  readOnly?: boolean;
  /**
   * The client portal: hearts to mark favourites, protected previews, a choice of download size,
   * and (while the server refuses downloads) greyed proofs with the way to unlock them.
   */
  client?: boolean;
  /** The client's way to unlock proofs: the paywall on each photo opens it. */
  onPayInvoice?: () => void;
  /** What the preview shows beside the photo (revision notes, versions). */
  renderPreviewStage?: FilePreviewDialogProps['renderStage'];
}

/**
 * The project's files. The open folder, the search and the
 * favourites filter live in the URL (`?folder=A/B&search=x&favourites=1`), so refresh and back keep them.
 */
export function FileManager({ projectId, readOnly = false, client = false, onPayInvoice, renderPreviewStage }: FileManagerProps) {
  const [params, setParams] = useSearchParams();
  const favourites = params.get('favourites') === '1';
  const folderPath = favourites ? '' : normaliseFolderPath(params.get('folder'));
  const search = params.get('search') ?? '';
  const files = useFiles(projectId, folderPath, favourites);
  const canEdit = !client && !readOnly && files.data?.can_edit === true;
  const canDownload = files.data?.can_download === true;
  const entries = visibleEntries(files.data?.files ?? [], search);
  const images = entries.filter((entry) => entry.is_image);

  const uploads = useResumableUploads(projectId);
  const serve = useServeFile(projectId);
  const zip = useFolderZipUrl(projectId);
  const favourite = useToggleFavourite(projectId);
  const folderVisibility = useSetFolderVisibility(projectId);
  const inputRef = useRef<HTMLInputElement>(null);
  const folderInputRef = useRef<HTMLInputElement>(null);
  const [previewing, setPreviewing] = useState<FileEntry | null>(null);
  const [deleting, setDeleting] = useState<FileEntry | null>(null);
  // The list's copy, so a heart toggled in the preview shows there at once.
  const previewed = previewing && (entries.find((entry) => entry.id === previewing.id) ?? previewing);

  const openFolder = useCallback(
    (path: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
        next.delete('favourites');
        if (path) next.set('folder', path);
        else next.delete('folder');
        return next;
      }),
    [setParams],
  );
  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('search', value.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const showFavourites = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('favourites', '1');
      else next.delete('favourites');
      return next;
    });

  const drop = useFileDrop(canEdit, (picked) => uploads.add(picked, folderPath));

  const download = (entry: FileEntry, variant?: DownloadVariant) =>
    serve.mutate(
      { fileName: entry.name, folderPath: entry.folder_path, ...(variant && { variant }) },
      { onSuccess: (answer) => startDownload(answer.data.download_url, answer.data.file_name) },
    );
  const downloadZip = (request: ZipRequest) => zip.mutate(request, { onSuccess: (answer) => startDownload(answer.data.download_url, answer.data.file_name) });
  const toggleFavourite = (entry: FileEntry) => favourite.mutate({ fileId: Number(entry.id), favourite: !entry.is_favourite });

  // Everyone who may download gets the whole project, and the open folder, as a ZIP.
  const hasFiles = entries.length > 0 || folderPath !== '';
  const downloads = canDownload && (
    <>
      {favourites && entries.length > 0 && (
        <Button variant="outline" disabled={zip.isPending} onClick={() => downloadZip({ favourites: true })}>
          <Heart aria-hidden />
          Download favourites (ZIP)
        </Button>
      )}
      {!favourites && folderPath !== '' && entries.length > 0 && (
        <Button variant="outline" disabled={zip.isPending} onClick={() => downloadZip(folderPath)} title={`Download ${folderPath} as a ZIP`}>
          <FolderArchive aria-hidden />
          Download folder (ZIP)
        </Button>
      )}
      {!favourites && hasFiles && (
        <Button variant="outline" disabled={zip.isPending} onClick={() => downloadZip('')}>
          <FolderArchive aria-hidden />
          Download all
        </Button>
      )}
    </>
  );

  return (
    <Card className={cn('relative gap-0 overflow-hidden py-0', drop.dragging && 'ring-2 ring-primary ring-offset-2')} {...drop.handlers}>
      <FileToolbar
        projectId={projectId}
        folderPath={folderPath}
        search={search}
        canEdit={canEdit}
        refreshing={files.isFetching}
        favourites={favourites}
        downloads={downloads}
        onNavigate={openFolder}
        onSearch={setSearch}
        onRefresh={() => void files.refetch()}
        onUpload={() => inputRef.current?.click()}
        onUploadFolder={() => folderInputRef.current?.click()}
        onFavourites={showFavourites}
      />
      {canEdit && (
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
        </>
      )}
      {canEdit && (
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
      )}
      {!favourites && files.data?.internal_folder && (
        <p role="note" className="flex items-center gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <EyeOff aria-hidden className="size-4 shrink-0" />
          {files.data.internal_folder === folderPath
            ? 'Internal folder: the client does not see it or anything in it.'
            : `Inside the internal folder ${files.data.internal_folder}: the client does not see anything here.`}
        </p>
      )}
      <FileListBody
        files={files}
        entries={entries}
        searching={search !== ''}
        favourites={favourites}
        canEdit={canEdit}
        canDownload={canDownload}
        client={client}
        showFolder={favourites}
        onUpload={() => inputRef.current?.click()}
        onOpen={(entry) => openFolder(entryPath(entry))}
        onPreview={setPreviewing}
        onDownload={download}
        onDownloadZip={(entry) => downloadZip(entryPath(entry))}
        onDelete={setDeleting}
        onToggleClientVisible={canEdit ? (entry) => folderVisibility.mutate({ folderId: entry.id, clientVisible: entry.client_visible === false }) : undefined}
        insideInternal={files.data?.internal_folder}
        onToggleFavourite={client ? toggleFavourite : undefined}
        onPayInvoice={client ? onPayInvoice : undefined}
      />
      {drop.dragging && (
        <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-primary/10 text-primary backdrop-blur-[1px]">
          <UploadCloud aria-hidden className="size-10" />
          <p className="font-medium">Drop files or folders to upload to {folderPath || 'Root'}</p>
        </div>
      )}
      <FilePreviewDialog
        projectId={projectId}
        entry={previewed}
        images={images}
        canDownload={canDownload}
        client={client}
        onDownload={download}
        onNavigate={setPreviewing}
        onToggleFavourite={client ? toggleFavourite : undefined}
        onClose={() => setPreviewing(null)}
        renderStage={renderPreviewStage}
      />
      {canEdit && <DeleteEntryDialog projectId={projectId} entry={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
