import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatFileSize } from './file-format';
import type { UploadItem, UploadStatus } from './use-upload-queue';

const statusView: Record<UploadStatus, { label: string; icon: typeof Clock; className: string; bar: string }> = {
  queued: { label: 'Waiting', icon: Clock, className: 'text-muted-foreground', bar: 'bg-muted-foreground/40' },
  uploading: { label: 'Uploading', icon: LoaderCircle, className: 'text-primary [&_svg]:animate-spin', bar: 'bg-primary' },
  completed: { label: 'Completed', icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400', bar: 'bg-emerald-500' },
  error: { label: 'Error', icon: CircleAlert, className: 'text-destructive', bar: 'bg-destructive' },
};

/** The uploads of this visit, one line each with its byte progress. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="flex max-h-56 flex-col gap-3 overflow-y-auto border-b bg-muted/30 px-4 py-3">
      {items.map((item) => {
        const percent = item.size > 0 ? Math.min(100, Math.round((item.loaded / item.size) * 100)) : item.status === 'completed' ? 100 : 0;
        const view = statusView[item.status];
        const Icon = view.icon;
        return (
          <li key={item.id} className="flex flex-col gap-1.5" data-status={item.status}>
            <div className="flex items-center gap-2 text-sm">
              <span className={cn('flex items-center', view.className)}>
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0 flex-1 truncate font-medium" title={item.name}>
                {item.name}
              </span>
              <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">
                {formatFileSize(item.loaded)} / {formatFileSize(item.size)}
              </span>
              <span className={cn('w-20 text-right text-xs font-medium', view.className)}>{view.label}</span>
              <span className="w-10 text-right text-xs tabular-nums">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={`Upload of ${item.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className={cn('h-full rounded-full transition-[width] duration-200', view.bar)} style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
