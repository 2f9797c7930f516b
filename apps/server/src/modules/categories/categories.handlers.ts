import type { CategoryOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesHandlers = (categories: CategoriesService): OperationHandlers<CategoryOperationName> => ({
  listCategories: async (request) => ({ success: true, ...(await categories.list(actorOf(request), request.query)) }),
  createCategory: async (request) => ({ success: true, message: 'Category added successfully!', data: await categories.create(actorOf(request), request.body) }),
  getCategory: async (request) => ({ success: true, data: await categories.get(actorOf(request), request.params.id) }),
  updateCategory: async (request) => ({ success: true, message: 'Category updated successfully!', data: await categories.update(actorOf(request), request.params.id, request.body) }),
  deleteCategory: async (request) => {
    await categories.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Category deleted successfully!' };
  },
});
