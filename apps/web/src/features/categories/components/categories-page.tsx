import { Link } from 'react-router';
import type { Category } from '@portal/contract';
import { ArrowLeft, CalendarPlus, CircleCheck, Plus, Tags } from 'lucide-react';
import { ListPage } from '@/components/list-page';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/lib/use-list-params';
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
  const stats = list.data?.stats;
  const total = list.data?.pagination?.total ?? list.data?.data.length;

  return (
    <ListPage
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
      stats={
        <>
          <StatCard label="Total" value={stats?.total} icon={Tags} hint="All categories" />
          <StatCard label="Active" value={stats?.active} icon={CircleCheck} tone="green" hint="Used by at least one project" />
          <StatCard label="This Month" value={stats?.this_month} icon={CalendarPlus} hint="Added this month" />
        </>
      }
      search={{ value: search, onSearch: setSearch, placeholder: 'Search by name or description...', label: 'Search categories' }}
      query={list}
      paging={{ page, pageSize: PAGE_SIZE, total, noun: 'categories', onPageChange: setPage }}
      loadError={{ title: 'Error loading categories' }}
      table={<CategoriesTable rows={list.data?.data} loading={list.isPending} searching={Boolean(search)} onEdit={setEditing} onDelete={setDeleting} />}
      deletion={{ text: deleting ? categoryDeleteText(deleting) : undefined, onCancel: () => setDeleting(null), onConfirm: confirmDelete, busy: remove.isPending }}
    >
      <CategoryFormDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} category={editing ?? null} />
    </ListPage>
  );
}
