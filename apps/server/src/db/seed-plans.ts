import { defaultPlans } from '@portal/contract';
import { plans } from './schema/index.ts';
import type { Db } from './client.ts';

/**
 * The spec's three plans (section 9), put in at every start so a new embedded or PostgreSQL
 * database has them; idempotent, and a plan the owner has edited keeps its edits.
 */
export async function seedPlans(db: Db) {
  await db
    .insert(plans)
    .values(defaultPlans.map((plan) => ({ name: plan.name, price: plan.price, maxProjects: plan.maxProjects, maxUsers: plan.maxUsers, extraShootPrice: plan.extraShootPrice, features: [...plan.features] })))
    .onConflictDoNothing({ target: plans.name });
}
