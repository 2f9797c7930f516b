import { defaultBusinessProfile, type BusinessProfile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema/index.ts';

const profileKey = 'business_profile';

/** The business profile stored in business_settings, over the defaults for whatever is unset. */
export function createBusinessProfileRepository(db: Db) {
  return {
    async get(): Promise<BusinessProfile> {
      const [row] = await db.select({ value: businessSettings.value }).from(businessSettings).where(eq(businessSettings.key, profileKey));
      const stored = row && typeof row.value === 'object' && row.value !== null ? (row.value as Partial<BusinessProfile>) : {};
      return { ...defaultBusinessProfile, ...stored };
    },
  };
}

export type BusinessProfileRepository = ReturnType<typeof createBusinessProfileRepository>;
