import type { FileEntry } from '@portal/contract';
import { UploadCloud } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { startDownload } from '@/lib/download-link';
import { cn } from '@/lib/utils';
import { useFolderZipUrl } from '../api/folder-zip-url';
import { useFiles } from '../api/list-files';
import { useServeFile } from '../api/serve-file';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { FileListBody } from './file-list-body';
import { entryPath, normaliseFolderPath, visibleEntries } from './file-format';
import { FilePreviewDialog } from './file-preview-dialog';
import { FileToolbar } from './file-toolbar';
import { UploadProgressList } from './upload-progress-list';
import { useFileDrop } from './use-file-drop';
import { useUploadQueue } from './use-upload-queue';

export interface FileManagerProps {
  projectId: number;
  /** Forces the view-only manager (clients); otherwise the server's can_edit decides. */
  readOnly?: boolean;
}

/**
 * The project's files (spec section 2 "File manager"). The open folder and the search live in
 * the URL (`?folder=A/B&search=x`), so refresh and back keep them.
 */
export function FileManager({ projectId, readOnly = false }: FileManagerProps) {
  const [params, setParams] = useSearchParams();
  const folderPath = normaliseFolderPath(params.get('folder'));
  const search = params.get('search') ?? '';
  const files = useFiles(projectId, folderPath);
  const canEdit = !readOnly && files.data?.can_edit === true;
  const canDownload = files.data?.can_download === true;
  const entries = visibleEntries(files.data?.files ?? [], search);

  const uploads = useUploadQueue(projectId);
  const serve = useServeFile(projectId);
  const zip = useFolderZipUrl(projectId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewing, setPreviewing] = useState<FileEntry | null>(null);
  const [deleting, setDeleting] = useState<FileEntry | null>(null);

  const openFolder = useCallback(
    (path: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
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

  const upload = (list: File[]) => uploads.upload(list, folderPath);
  const drop = useFileDrop(canEdit, upload);

  const download = (entry: FileEntry) =>
    serve.mutate({ fileName: entry.name, folderPath: entry.folder_path }, { onSuccess: (answer) => startDownload(answer.data.download_url, answer.data.file_name) });
  const downloadZip = (entry: FileEntry) =>
    zip.mutate(entryPath(entry), { onSuccess: (answer) => startDownload(answer.data.download_url, answer.data.file_name) });

  return (
    <Card className={cn('relative gap-0 overflow-hidden py-0', drop.dragging && 'ring-2 ring-primary ring-offset-2')} {...drop.handlers}>
      <FileToolbar
        projectId={projectId}
        folderPath={folderPath}
        search={search}
        canEdit={canEdit}
        refreshing={files.isFetching}
        onNavigate={openFolder}
        onSearch={setSearch}
        onRefresh={() => void files.refetch()}
        onUpload={() => inputRef.current?.click()}
      />
      {canEdit && (
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label="Choose files to upload"
          onChange={(event) => {
            upload(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      )}
      <UploadProgressList items={uploads.items} />
      <FileListBody
        files={files}
        entries={entries}
        searching={search !== ''}
        canEdit={canEdit}
        canDownload={canDownload}
        onUpload={() => inputRef.current?.click()}
        onOpen={(entry) => openFolder(entryPath(entry))}
        onPreview={setPreviewing}
        onDownload={download}
        onDownloadZip={downloadZip}
        onDelete={setDeleting}
      />
      {drop.dragging && (
        <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-primary/10 text-primary backdrop-blur-[1px]">
          <UploadCloud aria-hidden className="size-10" />
          <p className="font-medium">Drop files to upload to {folderPath || 'Root'}</p>
        </div>
      )}
      <FilePreviewDialog projectId={projectId} entry={previewing} canDownload={canDownload} onDownload={download} onClose={() => setPreviewing(null)} />
      {canEdit && <DeleteEntryDialog projectId={projectId} entry={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
