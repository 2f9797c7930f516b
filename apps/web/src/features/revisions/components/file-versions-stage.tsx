import type { FileEntry } from '@portal/contract';
import { History, RotateCcw, Upload } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatFileSize } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useFileVersions } from '../api/list-file-versions';
import { useRestoreFileVersion } from '../api/restore-file-version';
import { useUploadFileVersion } from '../api/upload-file-version';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** A file's versions for staff: v1, v2… with who and when, "Restore" on earlier ones, "Upload new version". */
export function FileVersionsPanel({ projectId, entry }: { projectId: number; entry: FileEntry }) {
  const fileId = Number(entry.id);
  const versions = useFileVersions(projectId, fileId);
  const restore = useRestoreFileVersion(projectId);
  const upload = useUploadFileVersion();
  const input = useRef<HTMLInputElement>(null);
  return (
    <aside aria-labelledby={`versions-${fileId}`} className="flex max-h-[40dvh] w-full shrink-0 flex-col gap-3 overflow-y-auto rounded-lg bg-background p-4 text-foreground lg:max-h-none lg:w-80">
      <div className="flex flex-col gap-2">
        <h2 id={`versions-${fileId}`} className="flex items-center gap-2 text-base font-semibold">
          <History aria-hidden className="size-4" />
          Versions
        </h2>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={`Choose the new version of ${entry.name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate({ projectId, fileId, file }, { onSuccess: (answer) => void notifySuccess('New version uploaded', `${entry.name} is now version ${answer.data.version}.`) });
          }}
        />
        <Button size="sm" variant="outline" className="w-full" disabled={upload.isPending} onClick={() => input.current?.click()}>
          <Upload aria-hidden />
          {upload.isPending ? 'Uploading...' : 'Upload new version'}
        </Button>
      </div>
      {versions.isPending ? (
        <Skeleton className="h-16" />
      ) : versions.isError ? (
        <p className="text-sm text-muted-foreground">Could not load the versions.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`Versions of ${entry.name}`}>
          {versions.data.map((version) => (
            <li key={version.version} className="flex items-start justify-between gap-2 rounded-md border p-2.5 text-sm">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  v{version.version}
                  {version.is_current && <Badge variant="green">Current</Badge>}
                </span>
                <span className="text-xs text-muted-foreground">
                  {version.uploaded_by_name ?? 'Unknown'} · <span className="whitespace-nowrap">{formatDate(version.created_at)} {time(version.created_at)}</span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatFileSize(version.size)}
                  {version.restored_from !== null && ` · restored from v${version.restored_from}`}
                </span>
              </div>
              {!version.is_current && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={restore.isPending}
                  aria-label={`Restore version ${version.version}`}
                  onClick={() => restore.mutate({ fileId, version: version.version }, { onSuccess: () => void notifySuccess(`Version ${version.version} restored`) })}
                >
                  <RotateCcw aria-hidden />
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** The staff preview's stage: the photo, and its versions beside it. */
export function FileVersionsStage({ projectId, entry, image, navigation }: { projectId: number; entry: FileEntry; image: ReactNode; navigation: ReactNode }) {
  return (
    <div className="flex size-full min-h-0 flex-col gap-3 lg:flex-row">
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        {image}
        {navigation}
      </div>
      <FileVersionsPanel key={String(entry.id)} projectId={projectId} entry={entry} />
    </div>
  );
}
