import { FolderUp, Heart, RefreshCw, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FileBreadcrumb } from './file-breadcrumb';
import { NewFolderDialog } from './new-folder-dialog';

export interface FileToolbarProps {
  projectId: number;
  folderPath: string;
  search: string;
  canEdit: boolean;
  refreshing: boolean;
  /** Showing only the favourite files of every folder. */
  favourites?: boolean;
  /** Download buttons (whole project, favourites), shown beside refresh. */
  downloads?: ReactNode;
  onNavigate: (path: string) => void;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  onUpload: () => void;
  /** Picks a whole folder (its structure kept); absent, no Upload Folder button. */
  onUploadFolder?: () => void;
  onFavourites?: (on: boolean) => void;
}

/** Breadcrumb, then search, the favourites filter, refresh, downloads and (for those who may edit) New Folder, Upload Folder and Upload Files. */
export function FileToolbar({ projectId, folderPath, search, canEdit, refreshing, favourites = false, downloads, onNavigate, onSearch, onRefresh, onUpload, onUploadFolder, onFavourites }: FileToolbarProps) {
  return (
    <div className="flex flex-col gap-3 border-b p-4">
      {favourites ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Heart aria-hidden className="size-4 fill-rose-500 text-rose-500" />
          Favourites
          <span className="font-normal text-muted-foreground">from every folder</span>
        </p>
      ) : (
        <FileBreadcrumb folderPath={folderPath} onNavigate={onNavigate} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput value={search} onSearch={onSearch} placeholder="Search files..." label="Search files" className="sm:max-w-xs sm:min-w-48 sm:flex-1" />
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto sm:justify-end">
          {onFavourites && (
            <Button variant={favourites ? 'secondary' : 'outline'} aria-pressed={favourites} onClick={() => onFavourites(!favourites)} className={cn(favourites && 'text-rose-700 dark:text-rose-300')}>
              <Heart aria-hidden className={cn(favourites && 'fill-current')} />
              Favourites
            </Button>
          )}
          <Button variant="outline" size="icon" aria-label="Refresh" title="Refresh" onClick={onRefresh}>
            <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
          </Button>
          {downloads}
          {canEdit && !favourites && (
            <>
              <NewFolderDialog projectId={projectId} folderPath={folderPath} />
              {onUploadFolder && (
                <Button variant="outline" onClick={onUploadFolder}>
                  <FolderUp aria-hidden />
                  Upload Folder
                </Button>
              )}
              <Button onClick={onUpload}>
                <Upload aria-hidden />
                Upload Files
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
