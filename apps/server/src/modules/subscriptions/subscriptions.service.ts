import type { CreateSubscriptionInput, SubscriptionListQuery, UpdatePlanInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError, unknownReferences } from '../../errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { cyclePrice, endDateOf } from './subscription-dates.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

interface Deps {
  subscriptions: SubscriptionsRepository;
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
}

/** Plans and company subscriptions (issue 6), the owner's to run. */
export function createSubscriptionsService({ subscriptions, activity, transact, clock = () => new Date() }: Deps) {
  /** One calendar for start dates and expiry: the clock's day (UTC). */
  const today = () => clock().toISOString().slice(0, 10);
  return {
    plans(actor: Actor) {
      requireAccess(actor, 'subscriptions.manage');
      return subscriptions.plans();
    },

    async updatePlan(actor: Actor, id: number, input: UpdatePlanInput) {
      requireAccess(actor, 'subscriptions.manage');
      const updated = await subscriptions.updatePlan(id, {
        ...(input.price !== undefined && { price: input.price }),
        ...(input.max_projects !== undefined && { maxProjects: input.max_projects }),
        ...(input.max_users !== undefined && { maxUsers: input.max_users }),
        ...(input.extra_shoot_price !== undefined && { extraShootPrice: input.extra_shoot_price }),
        ...(input.features !== undefined && { features: input.features }),
      });
      if (!updated) throw new AppError('NOT_FOUND', 'Plan not found.');
      await activity.record(actor, { action: 'plan.updated', entityType: 'plan', entityId: id, detail: { plan: updated.planName, fields: Object.keys(input) } });
      return updated;
    },

    list(actor: Actor, query: SubscriptionListQuery) {
      requireAccess(actor, 'subscriptions.manage');
      return subscriptions.list(query, today());
    },

    /** One active subscription per company; the price is the plan's at this moment, for the cycle. */
    async create(actor: Actor, input: CreateSubscriptionInput) {
      requireAccess(actor, 'subscriptions.manage');
      const id = await transact(async (tx) => {
        const [companyFound, plan] = await Promise.all([subscriptions.companyExists(input.company_id, tx), subscriptions.findPlan(input.plan_id, tx)]);
        const missing = [!companyFound && 'company_id', !plan && 'plan_id'].filter((field): field is string => Boolean(field));
        if (missing.length || !plan) unknownReferences(missing);
        await subscriptions.lockCompany(input.company_id, tx);
        if (await subscriptions.activeFor(input.company_id, today(), tx)) throw new AppError('CONFLICT', 'This company already has an active subscription; cancel it first.');
        const startDate = input.startDate ?? today();
        const created = await subscriptions.insert(
          {
            companyId: input.company_id,
            planId: input.plan_id,
            price: fromCents(cyclePrice(toCents(plan!.price), input.billingCycle)),
            billingCycle: input.billingCycle,
            startDate,
            endDate: endDateOf(startDate, input.billingCycle),
          },
          tx,
        );
        await activity.record(actor, { action: 'subscription.created', entityType: 'subscription', entityId: created, detail: { company_id: input.company_id, plan: plan!.planName, billing_cycle: input.billingCycle } }, tx);
        return created;
      });
      return (await subscriptions.find(id, today()))!;
    },

    async cancel(actor: Actor, id: number) {
      requireAccess(actor, 'subscriptions.manage');
      await transact(async (tx) => {
        const current = await subscriptions.find(id, today(), tx);
        if (!current) throw new AppError('NOT_FOUND', 'Subscription not found.');
        if (current.status !== 'active') throw new AppError('CONFLICT', `Only an active subscription can be cancelled; this one is ${current.status}.`);
        await subscriptions.cancel(id, clock(), tx);
        await activity.record(actor, { action: 'subscription.cancelled', entityType: 'subscription', entityId: id, detail: { company: current.company.companyName, plan: current.planName } }, tx);
      });
      return (await subscriptions.find(id, today()))!;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
