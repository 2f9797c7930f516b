import { category, categoryList, createCategoryInput, updateCategoryInput } from '../categories.ts';
import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam, listQuery } from '../list.ts';
import { defineSchemas } from './define.ts';
import type { categoryRoutes } from './routes/categories.ts';

const tag = 'categories';
const errors = [400, 401, 403, 404, 409] as const;

export const categorySchemas = defineSchemas<typeof categoryRoutes>()({
  listCategories: { tag, summary: 'List categories', query: listQuery, responses: { 200: categoryList }, errors },
  createCategory: { tag, summary: 'Add a category', body: createCategoryInput, responses: { 201: dataResponse(category) }, errors },
  getCategory: { tag, summary: 'One category', params: idParam, responses: { 200: dataResponse(category) }, errors },
  updateCategory: { tag, summary: 'Update a category', params: idParam, body: updateCategoryInput, responses: { 200: dataResponse(category) }, errors },
  deleteCategory: { tag, summary: 'Delete a category', params: idParam, responses: { 200: messageResponse }, errors },
});
