import { defineRoutes } from '../define.ts';

const manage = { permission: 'categories.manage' } as const;
const manageOne = { permission: 'categories.manage', target: 'category' } as const;

export const categoryRoutes = defineRoutes({
  listCategories: { method: 'GET', path: '/api/v1/categories/', access: manage },
  createCategory: { method: 'POST', path: '/api/v1/categories/', access: manage },
  getCategory: { method: 'GET', path: '/api/v1/categories/:id/', access: manageOne },
  updateCategory: { method: 'POST', path: '/api/v1/categories/:id/', access: manageOne },
  deleteCategory: { method: 'DELETE', path: '/api/v1/categories/:id/', access: manageOne },
});
export type CategoryOperationName = keyof typeof categoryRoutes;
