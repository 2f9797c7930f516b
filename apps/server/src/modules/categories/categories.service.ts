import type { CreateCategoryInput, ListQuery, UpdateCategoryInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError } from '../../errors.ts';
import type { CategoriesRepository } from './categories.repository.ts';

export function createCategoriesService({ categories }: { categories: CategoriesRepository }) {
  async function get(actor: Actor, id: number) {
    requireAccess(actor, 'categories.manage');
    const category = await categories.find(id);
    if (!category) throw new AppError('NOT_FOUND', 'Category not found.');
    return category;
  }

  return {
    get,

    list(actor: Actor, query: ListQuery) {
      requireAccess(actor, 'categories.manage');
      return categories.list(query);
    },

    create(actor: Actor, input: CreateCategoryInput) {
      requireAccess(actor, 'categories.manage');
      return categories.insert(input);
    },

    async update(actor: Actor, id: number, input: UpdateCategoryInput) {
      await get(actor, id);
      return (await categories.update(id, input))!;
    },

    /** A category still used by projects stays: 409 names what holds it. */
    async remove(actor: Actor, id: number) {
      const category = await get(actor, id);
      if (category.project_count > 0) {
        throw new AppError('CONFLICT', `Category "${category.name}" is used by ${category.project_count} project(s); move them to another category first.`);
      }
      await categories.remove(id);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
