import type { FileEntry, FileList } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FolderOpen, Heart, RefreshCw, TriangleAlert, Upload } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { FileCardProps } from './file-card';
import type { FolderCardProps } from './folder-card';
import { FileGrid } from './file-grid';

type Handlers = Omit<FileCardProps, 'entry'> & Omit<FolderCardProps, 'entry'>;

export interface FileListBodyProps extends Handlers {
  files: UseQueryResult<FileList['data']>;
  entries: FileEntry[];
  searching: boolean;
  /** The favourites view: its own empty state. */
  favourites?: boolean;
  onUpload: () => void;
}

/** Loading, failure, the empty states of the spec, or the grid. */
export function FileListBody({ files, entries, searching, favourites = false, onUpload, ...handlers }: FileListBodyProps) {
  if (files.isPending) {
    return (
      <div role="status" aria-label="Loading files" className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4 p-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-46" />
        ))}
      </div>
    );
  }
  if (files.isError && !files.data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Failed to load files"
        description="The files of this folder could not be loaded."
        action={
          <Button variant="outline" onClick={() => void files.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        }
      />
    );
  }
  if (entries.length === 0 && favourites && !searching) {
    return (
      <EmptyState
        icon={Heart}
        title="No favourites yet"
        description={handlers.client ? 'Tap the heart on a photo to add it to your favourites.' : 'The client has not marked any favourites yet.'}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title="No files found"
        description={searching ? 'No files match your search.' : handlers.canEdit ? 'Upload files to get started.' : 'No files uploaded yet.'}
        action={
          !searching && handlers.canEdit ? (
            <Button onClick={onUpload}>
              <Upload aria-hidden />
              Upload Files
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <FileGrid entries={entries} {...handlers} />;
}
