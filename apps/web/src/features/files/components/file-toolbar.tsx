import { RefreshCw, Upload } from 'lucide-react';
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
  onNavigate: (path: string) => void;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  onUpload: () => void;
}

/** Breadcrumb, then search, refresh and (for those who may edit) New Folder and Upload Files. */
export function FileToolbar({ projectId, folderPath, search, canEdit, refreshing, onNavigate, onSearch, onRefresh, onUpload }: FileToolbarProps) {
  return (
    <div className="flex flex-col gap-3 border-b p-4">
      <FileBreadcrumb folderPath={folderPath} onNavigate={onNavigate} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput value={search} onSearch={onSearch} placeholder="Search files..." label="Search files" className="sm:max-w-sm" />
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <Button variant="outline" size="icon" aria-label="Refresh" title="Refresh" onClick={onRefresh}>
            <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
          </Button>
          {canEdit && (
            <>
              <NewFolderDialog projectId={projectId} folderPath={folderPath} />
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
