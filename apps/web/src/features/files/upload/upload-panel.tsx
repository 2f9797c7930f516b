import { CircleAlert, CircleCheck, CirclePause, Clock, FolderUp, LoaderCircle, Pause, Play, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { UnfinishedUpload } from './unfinished-uploads';
import type { QueueSnapshot, UploadItem, UploadStatus } from './upload-queue';

const statusView: Record<UploadStatus, { label: string; icon: typeof Clock; className: string; bar: string }> = {
  queued: { label: 'Waiting', icon: Clock, className: 'text-muted-foreground', bar: 'bg-muted-foreground/40' },
  uploading: { label: 'Uploading', icon: LoaderCircle, className: 'text-primary [&_svg]:animate-spin', bar: 'bg-primary' },
  paused: { label: 'Paused', icon: CirclePause, className: 'text-amber-700 dark:text-amber-300', bar: 'bg-amber-500' },
  completed: { label: 'Completed', icon: CircleCheck, className: 'text-emerald-700 dark:text-emerald-400', bar: 'bg-emerald-500' },
  error: { label: 'Error', icon: CircleAlert, className: 'text-destructive', bar: 'bg-destructive' },
};

/** '2.4 MB/s'. */
export const formatSpeed = (bytesPerSecond: number) => `${formatFileSize(bytesPerSecond)}/s`;

/** '8 s left', '4 min left', '1 h 5 min left'. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s left`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

const percentOf = (loaded: number, size: number, done: boolean) => (size > 0 ? Math.min(100, Math.floor((loaded / size) * 100)) : done ? 100 : 0);

export interface UploadPanelActions {
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  onPauseAll: () => void;
  onResumeAll: () => void;
  onRetryFailed: () => void;
  /** Opens the file picker to give the unfinished files again. */
  onChooseAgain: () => void;
  /** Opens the folder picker, to give a whole folder again. */
  onChooseFolderAgain?: () => void;
  onForgetUnfinished: () => void;
}

export interface UploadPanelProps extends UploadPanelActions {
  snapshot: QueueSnapshot;
  unfinished: readonly UnfinishedUpload[];
}

function Progress({ label, percent, className }: { label: string; percent: number; className: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 overflow-hidden rounded-full bg-muted">
      <div className={cn('h-full rounded-full transition-[width] duration-200', className)} style={{ width: `${percent}%` }} />
    </div>
  );
}

function UnfinishedNotice({ unfinished, onChooseAgain, onChooseFolderAgain, onForgetUnfinished }: Pick<UploadPanelProps, 'unfinished' | 'onChooseAgain' | 'onChooseFolderAgain' | 'onForgetUnfinished'>) {
  const names = unfinished.slice(0, 3).map((entry) => [entry.folderPath, entry.name].filter(Boolean).join('/'));
  const rest = unfinished.length - names.length;
  return (
    <div role="status" aria-label="Unfinished uploads" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <FolderUp aria-hidden className="hidden size-5 shrink-0 sm:block" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">
          {unfinished.length === 1 ? '1 upload did not finish' : `${unfinished.length} uploads did not finish`}
        </span>{' '}
        ({names.join(', ')}
        {rest > 0 && `, and ${rest} more`}). The browser needs the files again: choose or drop the same files and they continue from where they stopped.
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" onClick={onChooseAgain}>
          Choose files
        </Button>
        {onChooseFolderAgain && (
          <Button size="sm" variant="outline" onClick={onChooseFolderAgain}>
            Choose folder
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onForgetUnfinished}>
          Forget them
        </Button>
      </div>
    </div>
  );
}

function ItemRow({ item, onPause, onResume, onRetry, onRemove }: { item: UploadItem } & Pick<UploadPanelActions, 'onPause' | 'onResume' | 'onRetry' | 'onRemove'>) {
  const view = statusView[item.status];
  const Icon = view.icon;
  const percent = percentOf(item.loaded, item.size, item.status === 'completed');
  const path = [item.folderPath, item.name].filter(Boolean).join('/');
  const pace = item.status === 'uploading' && item.speed > 0 ? `${formatSpeed(item.speed)} · ${formatTimeLeft(item.secondsLeft)}` : '';
  return (
    <li className="flex flex-col gap-1.5" data-status={item.status} aria-label={path}>
      <div className="flex items-center gap-2 text-sm">
        <span className={cn('flex items-center', view.className)}>
          <Icon aria-hidden className="size-4" />
        </span>
        {/* The folder gives way first, so a narrow screen still shows the file's name. */}
        <span className="flex min-w-0 flex-1" title={path}>
          {item.folderPath && <span className="min-w-0 shrink-[100] truncate text-muted-foreground">{item.folderPath}/</span>}
          <span className="min-w-0 truncate font-medium">{item.name}</span>
        </span>
        <span className="hidden text-xs text-muted-foreground tabular-nums md:inline">{pace}</span>
        <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">
          {formatFileSize(item.loaded)} / {formatFileSize(item.size)}
        </span>
        {/* On a phone the icon says it; the word stays for screen readers. */}
        <span className={cn('sr-only text-right text-xs font-medium sm:not-sr-only sm:w-20', view.className)}>{view.label}</span>
        <span className="w-10 text-right text-xs tabular-nums">{percent}%</span>
        <span className="flex w-16 justify-end gap-0.5">
          {(item.status === 'uploading' || item.status === 'queued') && (
            <Button size="icon" variant="ghost" className="size-7" aria-label={`Pause ${item.name}`} title="Pause" onClick={() => onPause(item.id)}>
              <Pause aria-hidden />
            </Button>
          )}
          {item.status === 'paused' && (
            <Button size="icon" variant="ghost" className="size-7" aria-label={`Resume ${item.name}`} title="Resume" onClick={() => onResume(item.id)}>
              <Play aria-hidden />
            </Button>
          )}
          {item.status === 'error' && (
            <Button size="icon" variant="ghost" className="size-7" aria-label={`Retry ${item.name}`} title="Retry" onClick={() => onRetry(item.id)}>
              <RotateCcw aria-hidden />
            </Button>
          )}
          {item.status !== 'completed' && (
            <Button size="icon" variant="ghost" className="size-7" aria-label={`Cancel ${item.name}`} title="Cancel" onClick={() => onRemove(item.id)}>
              <X aria-hidden />
            </Button>
          )}
        </span>
      </div>
      <Progress label={`Upload of ${item.name}`} percent={percent} className={view.bar} />
      {item.status === 'error' && item.error && (
        <p role="alert" className="text-xs text-destructive">
          {item.error}
        </p>
      )}
      {item.status === 'uploading' && pace && <p className="text-xs text-muted-foreground tabular-nums md:hidden">{pace}</p>}
    </li>
  );
}

function headline(totals: QueueSnapshot['totals']): string {
  if (totals.active > 0) return `Uploading ${totals.completed} of ${totals.files} files`;
  if (totals.paused > 0) return `Paused: ${totals.completed} of ${totals.files} files uploaded`;
  if (totals.failed > 0) return `${totals.failed} of ${totals.files} files did not upload`;
  return `${totals.completed} of ${totals.files} files uploaded`;
}

/** The uploads of this visit: the whole batch's progress, speed and time left, and each file with its own controls. */
export function UploadPanel({ snapshot, unfinished, ...actions }: UploadPanelProps) {
  const { items, totals } = snapshot;
  if (items.length === 0 && unfinished.length === 0) return null;
  const percent = percentOf(totals.loaded, totals.size, totals.completed === totals.files);
  const uploading = items.some((item) => item.status === 'uploading' || item.status === 'queued');
  return (
    <section aria-label="Upload progress" className="flex flex-col gap-3 border-b bg-muted/30 px-4 py-3">
      {unfinished.length > 0 && (
        <UnfinishedNotice unfinished={unfinished} onChooseAgain={actions.onChooseAgain} onChooseFolderAgain={actions.onChooseFolderAgain} onForgetUnfinished={actions.onForgetUnfinished} />
      )}
      {items.length > 0 && (
        <>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-medium" aria-live="polite">
                {headline(totals)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {formatFileSize(totals.loaded)} of {formatFileSize(totals.size)} · {percent}%
                {totals.speed > 0 && ` · ${formatSpeed(totals.speed)} · ${formatTimeLeft(totals.secondsLeft)}`}
              </span>
              <span className="ml-auto flex gap-2">
                {uploading && (
                  <Button size="sm" variant="outline" onClick={actions.onPauseAll}>
                    <Pause aria-hidden />
                    Pause all
                  </Button>
                )}
                {totals.paused > 0 && (
                  <Button size="sm" variant="outline" onClick={actions.onResumeAll}>
                    <Play aria-hidden />
                    Resume all
                  </Button>
                )}
                {totals.failed > 0 && (
                  <Button size="sm" variant="outline" onClick={actions.onRetryFailed}>
                    <RotateCcw aria-hidden />
                    Retry failed
                  </Button>
                )}
              </span>
            </div>
            <Progress label="All uploads" percent={percent} className={totals.failed > 0 ? 'bg-destructive' : 'bg-primary'} />
          </div>
          <ul aria-label="Uploads" className="flex max-h-64 flex-col gap-3 overflow-y-auto">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} onPause={actions.onPause} onResume={actions.onResume} onRetry={actions.onRetry} onRemove={actions.onRemove} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
