import { type Plan, type Subscription, type SubscriptionListQuery, unlimited } from '@portal/contract';
import { and, asc, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, plans, projects, subscriptions, users } from '../../db/schema/index.ts';
import { containsPattern, isoOrNull, isoString, pageWindow, paginationOf } from '../../lib/list.ts';
import { fromCents, moneyText, toCents } from '../../lib/money.ts';
import { businessCurrency } from '../settings/business-profile.repository.ts';

/** A plan with the business currency its prices are in. */
const planColumns = { ...getTableColumns(plans), currency: businessCurrency };

const toPlan = (row: typeof plans.$inferSelect & { currency: string }): Plan => ({
  id: row.id,
  planName: row.name,
  name: row.name,
  price: row.price,
  currency: row.currency,
  max_projects: row.maxProjects,
  max_users: row.maxUsers,
  extra_shoot_price: row.extraShootPrice,
  features: row.features,
});

/**
 * Active past its end date reads as expired, decided in SQL so filters and cards agree. `today`
 * (YYYY-MM-DD) comes from the service's clock, the same one that dates new subscriptions.
 */
const statusOn = (today: string) =>
  sql<Subscription['status']>`(case when ${subscriptions.status} = 'active' and ${subscriptions.endDate} < ${today}::date then 'expired' else ${subscriptions.status} end)`;
/** Shoots this calendar month: the company's projects by shoot date, or by the day booked when it has none. */
const shootsInMonthOf = (today: string) =>
  sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${subscriptions.companyId}
    and coalesce(${projects.startDate}, (${projects.createdAt} at time zone 'UTC')::date) >= date_trunc('month', ${today}::date)::date
    and coalesce(${projects.startDate}, (${projects.createdAt} at time zone 'UTC')::date) < (date_trunc('month', ${today}::date) + interval '1 month')::date)`;
/** Members: the company's active client-person accounts. */
const memberCount = sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${subscriptions.companyId} and ${users.type} = 'client' and ${users.isActive})`;

const columnsOn = (today: string) => ({
  row: subscriptions,
  status: statusOn(today),
  companyName: companies.companyName,
  planName: plans.name,
  maxProjects: plans.maxProjects,
  maxUsers: plans.maxUsers,
  extraShootPrice: plans.extraShootPrice,
  projects: shootsInMonthOf(today),
  members: memberCount,
});
const selectSubscriptions = (db: Db, today: string) =>
  db.select(columnsOn(today)).from(subscriptions).innerJoin(companies, eq(companies.id, subscriptions.companyId)).innerJoin(plans, eq(plans.id, subscriptions.planId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectSubscriptions>>[number];

/** Shoots past the included ones and what they cost, in exact cents. */
function extras(shoots: number, included: number, price: string) {
  const extra = included === unlimited ? 0 : Math.max(0, shoots - included);
  return { extra_shoots: extra, extra_cost: fromCents(BigInt(extra) * toCents(price)) };
}

const toSubscription = ({ row, status, companyName, planName, maxProjects, maxUsers, extraShootPrice, projects: projectsUsed, members }: Row): Subscription => ({
  id: row.id,
  company: { id: row.companyId, companyName },
  plan: { id: row.planId, planName },
  planName,
  price: row.price,
  billingCycle: row.billingCycle,
  status,
  startDate: row.startDate,
  endDate: row.endDate,
  cancelled_at: isoOrNull(row.cancelledAt),
  created_at: isoString(row.createdAt),
  usage: { projects: Number(projectsUsed), projects_limit: maxProjects, users: Number(members), users_limit: maxUsers, ...extras(Number(projectsUsed), maxProjects, extraShootPrice) },
});

/** Plans and company subscriptions (issue 6); the owner's alone, so no actor scope. */
export function createSubscriptionsRepository(db: Db) {
  async function find(id: number, today: string, tx: Db = db) {
    const [row] = await selectSubscriptions(tx, today).where(eq(subscriptions.id, id));
    return row && toSubscription(row);
  }

  return {
    find,

    /** The plans, cheapest first (the spec's three are seeded at start, see db/seed-plans.ts). */
    async plans() {
      return (await db.select(planColumns).from(plans).orderBy(asc(plans.price), asc(plans.id))).map(toPlan);
    },

    async findPlan(id: number, tx: Db = db) {
      const [row] = await tx.select(planColumns).from(plans).where(eq(plans.id, id));
      return row && toPlan(row);
    },

    async updatePlan(id: number, values: Partial<typeof plans.$inferInsert>) {
      const [row] = await db.update(plans).set({ ...values, updatedAt: sql`now()` }).where(eq(plans.id, id)).returning(planColumns);
      return row && toPlan(row);
    },

    async list(query: SubscriptionListQuery, today: string) {
      const effectiveStatus = statusOn(today);
      const filters: SQL[] = [];
      if (query.status) filters.push(sql`${effectiveStatus} = ${query.status}`);
      if (query.company_id) filters.push(eq(subscriptions.companyId, query.company_id));
      if (query.search) filters.push(ilike(companies.companyName, containsPattern(query.search)));
      const where = filters.length ? and(...filters) : undefined;
      const window = pageWindow(query);
      let rows = selectSubscriptions(db, today).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
      if (window) rows = rows.limit(window.limit).offset(window.offset);
      const monthly = sql`case when ${subscriptions.billingCycle} = 'yearly' then ${subscriptions.price} / 12 else ${subscriptions.price} end`;
      const active = sql`${effectiveStatus} = 'active'`;
      const [data, [figures]] = await Promise.all([
        rows,
        db
          .select({
            matching: where ? sql<number>`count(*) filter (where ${where})::int` : sql<number>`count(*)::int`,
            active: sql<number>`count(*) filter (where ${active})::int`,
            revenue: moneyText(sql`sum(${monthly}) filter (where ${active})`),
          })
          .from(subscriptions)
          .innerJoin(companies, eq(companies.id, subscriptions.companyId)),
      ]);
      return {
        data: data.map(toSubscription),
        pagination: paginationOf(window, Number(figures?.matching ?? 0)),
        stats: { active: Number(figures?.active ?? 0), monthly_revenue: figures?.revenue ?? '0.00' },
      };
    },

    /** The company's subscription that is active today, if any. */
    async activeFor(companyId: number, today: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, companyId), sql`${statusOn(today)} = 'active'`));
      return row;
    },

    companyExists: async (id: number, tx: Db = db) => (await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0,

    async insert(values: typeof subscriptions.$inferInsert, tx: Db) {
      const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      return row!.id;
    },

    async cancel(id: number, at: Date, tx: Db) {
      await tx.update(subscriptions).set({ status: 'cancelled', cancelledAt: at, updatedAt: sql`now()` }).where(eq(subscriptions.id, id));
    },

    /** Locks the company row so two creations for one company queue up (one active subscription each). */
    lockCompany: async (companyId: number, tx: Db) => void (await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update')),
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
