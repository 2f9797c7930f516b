import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Category, CategoryList } from '@portal/contract';
import { jsonResponse } from '@/test/render-route';
import { mockApi, renderScreen, signInAs } from '@/test/render-screen';
import { CategoriesPage } from './categories-page';

const category = (id: number, name: string): Category => ({
  id,
  name,
  description: `${name} shoots`,
  project_count: id,
  created_at: '2025-02-14T12:00:00.000Z',
  updated_at: '2025-02-14T12:00:00.000Z',
});
const rows = [category(1, 'Residential'), category(2, 'Commercial')];
const listAnswer = (data: Category[], total = data.length, page = 1): CategoryList => ({
  success: true,
  data,
  pagination: { page, page_size: 10, total },
  stats: { total: 23, active: 17, this_month: 2 },
});

const renderCategories = (path = '/project-categories') => renderScreen('/project-categories', <CategoriesPage />, path);

beforeEach(() => signInAs('user'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Project Categories', () => {
  it('shows the rows and the stat cards of the list answer', async () => {
    mockApi({ listCategories: listAnswer(rows, 23) });
    renderCategories();

    const residential = (await screen.findByText('Residential')).closest('tr')!;
    expect(within(residential).getByText('Residential shoots')).toBeInTheDocument();
    expect(within(residential).getByText('14-02-2025')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total')).toHaveTextContent('23');
    expect(screen.getByTestId('stat-Active')).toHaveTextContent('17');
    expect(screen.getByTestId('stat-This Month')).toHaveTextContent('2');
    expect(screen.getByText('Showing 1–10 of 23 categories')).toBeInTheDocument();
  });

  it('moves a page past the end back to the last page there is', async () => {
    const api = mockApi({ listCategories: ({ query }) => jsonResponse(200, listAnswer(Number(query.get('page')) > 2 ? [] : rows, 12, Number(query.get('page')))) });
    const { router } = renderCategories('/project-categories?page=5');

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(api.callsTo('listCategories').at(-1)!.query.get('page')).toBe('2'));
  });

  it('pages 10 rows at a time on the server, with the page in the URL', async () => {
    const api = mockApi({ listCategories: ({ query }) => jsonResponse(200, listAnswer(rows, 23, Number(query.get('page')))) });
    const { router } = renderCategories();
    await screen.findByText('Residential');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(api.callsTo('listCategories').at(-1)!.query.toString()).toBe('page=3&page_size=10'));
    expect(await screen.findByText('Showing 21–23 of 23 categories')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('searches by name or description through the URL', async () => {
    const api = mockApi({ listCategories: listAnswer(rows) });
    const { router } = renderCategories();
    await screen.findByText('Residential');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'villa');
    await waitFor(() => expect(router.state.location.search).toBe('?search=villa'));
    await waitFor(() => expect(api.callsTo('listCategories').at(-1)!.query.get('search')).toBe('villa'));
  });

  it('requires name and description, then adds the category and toasts', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCategories: listAnswer(rows),
      createCategory: jsonResponse(201, { success: true, message: 'Category added successfully!', data: category(3, 'Luxury') }),
    });
    renderCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(api.callsTo('createCategory')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Category Name/), 'Luxury');
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'High-end villas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Category added successfully!', expect.anything()));
    expect(api.callsTo('createCategory')[0]!.body).toEqual({ name: 'Luxury', description: 'High-end villas' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('updates a category', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const api = mockApi({
      listCategories: listAnswer(rows),
      updateCategory: { success: true, message: 'Category updated successfully!', data: category(2, 'Office') },
    });
    renderCategories();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Commercial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText(/Category Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Category updated successfully!', expect.anything()));
    expect(api.callsTo('updateCategory', { id: 2 })[0]!.body).toEqual({ name: 'Office', description: 'Commercial shoots' });
  });

  it('deletes after confirmation and shows a 409 reason', async () => {
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    // A project filed under it by someone else since the list was read: the server still refuses.
    const reason = 'This category is used by 1 project.';
    const unused = rows.map((row) => ({ ...row, project_count: 0 }));
    const api = mockApi({
      listCategories: listAnswer(unused),
      deleteCategory: ({ params }) =>
        params.id === '1' ? jsonResponse(409, { success: false, message: reason, code: 'CATEGORY_IN_USE' }) : jsonResponse(200, { success: true, message: 'Category deleted successfully!' }),
    });
    renderCategories();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Residential' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("Delete category 'Residential'? No project uses it, so nothing else is deleted.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete category.', expect.objectContaining({ description: reason })));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Commercial' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Category deleted successfully!', expect.anything()));
    expect(api.callsTo('deleteCategory', { id: 2 })).toHaveLength(1);
  });

  it('says which projects keep a category, and offers no Delete then', async () => {
    const api = mockApi({ listCategories: listAnswer(rows) });
    renderCategories();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Commercial' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cannot delete' });
    expect(confirm).toHaveTextContent("The category 'Commercial' is used by 2 projects, so it cannot be deleted: move them to another category first.");
    expect(within(confirm).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.callsTo('deleteCategory', { id: 2 })).toHaveLength(0);
  });
});
