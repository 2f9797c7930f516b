import { z } from 'zod';
import { descriptionText, listResponse, nameText, updateOf } from './list.ts';

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  project_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof category>;

const categoryFields = {
  name: nameText('name'),
  description: descriptionText('description').min(1, { error: 'description is required' }),
};
export const createCategoryInput = z.object(categoryFields);
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;
export const updateCategoryInput = updateOf(categoryFields);
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>;

/** Stat cards: Total, Active (used by a project), This Month. */
export const categoryStats = z.object({ total: z.number().int(), active: z.number().int(), this_month: z.number().int() });
export const categoryList = listResponse(category, categoryStats);
export type CategoryList = z.infer<typeof categoryList>;
