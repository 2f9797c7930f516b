import type { UpdateBusinessProfileInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { BusinessProfileRepository } from './business-profile.repository.ts';

interface Deps {
  businessProfile: BusinessProfileRepository;
  activity: ActivityRepository;
  transact: Transact;
  /** Whether invoices can be paid online (STRIPE_SECRET_KEY is set). */
  onlinePayment?: boolean;
}

/** The business profile invoices print (issue 6 "Settings"), the owner's to edit. */
export function createBusinessProfileService({ businessProfile, activity, transact, onlinePayment = false }: Deps) {
  return {
    get(actor: Actor) {
      requireAccess(actor, 'settings.manage');
      return businessProfile.get();
    },

    /** The studio's name, contact lines and how to pay it, for the client portal: no tax number, no settings. */
    async contact(actor: Actor) {
      requireAccess(actor, 'session.read');
      const { name, email, phone, address, bank_details } = await businessProfile.get();
      return { name, email, phone, address, bank_details, online_payment: onlinePayment };
    },

    /** The given fields over the stored profile, logged with the change in one transaction. */
    async update(actor: Actor, input: UpdateBusinessProfileInput) {
      requireAccess(actor, 'settings.manage');
      return transact(async (tx) => {
        const before = await businessProfile.get(tx);
        await businessProfile.save(input, tx);
        const after = await businessProfile.get(tx);
        const fields = (Object.keys(input) as Array<keyof typeof after>).filter((field) => before[field] !== after[field]);
        await activity.record(actor, { action: 'business_profile.updated', entityType: 'settings', entityId: null, detail: { fields, name: after.name } }, tx);
        return after;
      });
    },
  };
}

export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
