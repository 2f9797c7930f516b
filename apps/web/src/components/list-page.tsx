import type { ReactNode } from 'react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import type { DeleteText } from '@/lib/delete-texts';
import { usePageClamp } from '@/lib/use-page-clamp';

/** What the skeleton reads of the page's list query. */
export interface ListPageQuery {
  data?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListPageProps {
  title: string;
  description: ReactNode;
  /** The header's buttons (add, back links). */
  actions: ReactNode;
  /** The stat cards. */
  stats: ReactNode;
  search: { value: string; onSearch: (value: string) => void; placeholder: string; label: string; className?: string };
  /** Filters beside the search. */
  filters?: ReactNode;
  /** False when the page keeps its refresh button among the header's actions. */
  refreshInToolbar?: boolean;
  query: ListPageQuery;
  paging: { page: number; pageSize: number; total: number | undefined; noun: string; onPageChange: (page: number) => void };
  /** Shown in place of the table when the first load failed. */
  loadError: { title: string; description?: string };
  table: ReactNode;
  /** The delete confirmation: its text while a row is being deleted, undefined while closed. */
  deletion: { text: DeleteText | undefined; onCancel: () => void; onConfirm: () => void; busy: boolean };
  /** The page's own dialogs (add and edit, contacts). */
  children?: ReactNode;
}

/** A management list page: header, stat cards, search and filters, the paged table, and its dialogs. */
export function ListPage({ title, description, actions, stats, search, filters, refreshInToolbar = true, query, paging, loadError, table, deletion, children }: ListPageProps) {
  const refetch = () => void query.refetch();
  usePageClamp(paging.page, paging.pageSize, paging.total, paging.onPageChange);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      <StatGrid>{stats}</StatGrid>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search.value} onSearch={search.onSearch} placeholder={search.placeholder} label={search.label} className={search.className} />
            {filters}
            {refreshInToolbar && (
              <div className="sm:ml-auto">
                <RefreshButton onRefresh={refetch} busy={query.isFetching} />
              </div>
            )}
          </>
        }
        footer={<ListFooter {...paging} />}
      >
        {query.isError && !query.data ? <ListError title={loadError.title} description={loadError.description} onRetry={refetch} /> : table}
      </ListPanel>
      {children}
      <ConfirmDeleteDialog
        open={deletion.text !== undefined}
        onOpenChange={(open) => !open && deletion.onCancel()}
        description={deletion.text?.description ?? ''}
        blocked={deletion.text?.blocked}
        onConfirm={deletion.onConfirm}
        busy={deletion.busy}
      />
    </div>
  );
}
