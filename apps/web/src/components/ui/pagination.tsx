import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page buttons with Previous/Next; renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const items = paginationWindow(page, pageCount);
  if (items.length === 0) return null;

  return (
    <nav aria-label="Pagination" className={cn('flex w-full justify-center', className)}>
      <ul className="flex flex-row items-center gap-1">
        <li>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label="Go to previous page">
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">Previous</span>
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="flex size-9 items-center justify-center text-muted-foreground">
              <Ellipsis className="size-4" />
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'outline' : 'ghost'}
                size="icon"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label="Go to next page">
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
