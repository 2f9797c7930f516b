import { Link } from 'react-router';
import type { Category } from '@portal/contract';
import { ArrowLeft, CalendarPlus, CircleCheck, Plus, Tags } from 'lucide-react';
import { ListError, ListFooter, ListPanel, RefreshButton } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatGrid } from '@/components/stat-card';
import { ConfirmDeleteDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/lib/use-list-params';
import { usePageClamp } from '@/lib/use-page-clamp';
import { categoryDeleteText } from '@/lib/delete-texts';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { CategoriesTable } from './categories-table';
import { CategoryFormDialog } from './category-form-dialog';

const PAGE_SIZE = 10;

/** /project-categories: stat cards, search, the paged table and the add/edit/delete dialogs. */
export function CategoriesPage() {
  const { search, page, setSearch, setPage } = useListParams();
  const list = useCategories({ search: search || undefined, page, page_size: PAGE_SIZE });
  const remove = useDeleteCategory();
  const { editing, setEditing, deleting, setDeleting, confirmDelete } = useRowDialogs<Category>(remove, 'Category deleted successfully!');
  const deleteText = deleting ? categoryDeleteText(deleting) : undefined;
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;
  usePageClamp(page, PAGE_SIZE, total, setPage);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Project Categories"
        description="Organise projects by the kind of shoot."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/projects">
                <ArrowLeft aria-hidden="true" />
                Projects
              </Link>
            </Button>
            <Button onClick={() => setEditing(null)}>
              <Plus aria-hidden="true" />
              Add Category
            </Button>
          </>
        }
      />
      <StatGrid>
        <StatCard label="Total" value={stats?.total} icon={Tags} hint="All categories" />
        <StatCard label="Active" value={stats?.active} icon={CircleCheck} tone="green" hint="Used by at least one project" />
        <StatCard label="This Month" value={stats?.this_month} icon={CalendarPlus} hint="Added this month" />
      </StatGrid>
      <ListPanel
        toolbar={
          <>
            <SearchInput value={search} onSearch={setSearch} placeholder="Search by name or description..." label="Search categories" />
            <div className="sm:ml-auto">
              <RefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
            </div>
          </>
        }
        footer={<ListFooter page={page} pageSize={PAGE_SIZE} total={total} noun="categories" onPageChange={setPage} />}
      >
        {list.isError && !list.data ? (
          <ListError title="Error loading categories" onRetry={() => void list.refetch()} />
        ) : (
          <CategoriesTable rows={list.data?.data} loading={list.isPending} searching={Boolean(search)} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </ListPanel>
      <CategoryFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} category={editing ?? null} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        description={deleteText?.description ?? ''}
        blocked={deleteText?.blocked}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </div>
  );
}
