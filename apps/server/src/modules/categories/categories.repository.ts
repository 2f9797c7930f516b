import type { Category, CreateCategoryInput, ListQuery, UpdateCategoryInput } from '@portal/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, projects } from '../../db/schema/index.ts';
import { containsPattern, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { qualified } from '../../lib/sql.ts';

const categoryId = qualified(categories, categories.id);
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.categoryId} = ${categoryId})`;

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  projectCount,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

type Row = { id: number; name: string; description: string; projectCount: number; createdAt: Date; updatedAt: Date };

const toCategory = (row: Row): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  project_count: Number(row.projectCount),
  created_at: isoString(row.createdAt),
  updated_at: isoString(row.updatedAt),
});

export function createCategoriesRepository(db: Db) {
  async function find(id: number) {
    const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
    return row && toCategory(row);
  }

  return {
    find,

    async list(query: ListQuery) {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(or(ilike(categories.name, pattern), ilike(categories.description, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const window = pageWindow(query);
      const rowsQuery = db.select(columns).from(categories).where(where).orderBy(desc(categories.createdAt), desc(categories.id));
      const [rows, [totals], [stats]] = await Promise.all([
        window ? rowsQuery.limit(window.limit).offset(window.offset) : rowsQuery,
        db.select({ n: count() }).from(categories).where(where),
        db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where exists (select 1 from ${projects} where ${projects.categoryId} = ${categoryId}))::int`,
            thisMonth: sql<number>`count(*) filter (where ${categories.createdAt} >= date_trunc('month', now()))::int`,
          })
          .from(categories),
      ]);
      return {
        data: rows.map(toCategory),
        pagination: paginationOf(window, totals?.n ?? 0),
        stats: { total: stats?.total ?? 0, active: Number(stats?.active ?? 0), this_month: Number(stats?.thisMonth ?? 0) },
      };
    },

    async insert(input: CreateCategoryInput) {
      const [row] = await db.insert(categories).values(input).returning({ id: categories.id });
      return (await find(row!.id))!;
    },

    async update(id: number, input: UpdateCategoryInput) {
      const [row] = await db.update(categories).set({ ...input, updatedAt: new Date() }).where(eq(categories.id, id)).returning({ id: categories.id });
      return row && (await find(row.id));
    },

    async remove(id: number) {
      const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
      return deleted.length > 0;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
