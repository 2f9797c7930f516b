import { ChevronRight, HardDrive } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '@/lib/utils';

/** Root, then each folder of the path; every part but the last opens that folder. */
export function FileBreadcrumb({ folderPath, onNavigate }: { folderPath: string; onNavigate: (path: string) => void }) {
  const parts = folderPath ? folderPath.split('/') : [];
  const crumbs = [{ name: 'Root', path: '' }, ...parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }))];
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 && (
                <li role="presentation" aria-hidden className="text-muted-foreground">
                  <ChevronRight className="size-4" />
                </li>
              )}
              <li className="min-w-0">
                <button
                  type="button"
                  aria-current={current ? 'page' : undefined}
                  disabled={current}
                  onClick={() => onNavigate(crumb.path)}
                  className={cn(
                    'flex max-w-56 items-center gap-1.5 truncate rounded-sm px-1.5 py-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    current ? 'font-semibold text-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                  )}
                >
                  {index === 0 && <HardDrive aria-hidden className="size-4 shrink-0" />}
                  <span className="truncate">{crumb.name}</span>
                </button>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
