import { defaultBusinessProfile, type BusinessProfile } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared-on.ts';
import { businessSettings } from '../../db/schema/index.ts';

const profileKey = 'business_profile';

/** The business currency as SQL, read in the statement that uses it: every amount is in it, and an invoice copies it when issued. */
export const businessCurrency = sql<string>`coalesce((select ${businessSettings.value} ->> 'currency' from ${businessSettings} where ${businessSettings.key} = ${profileKey}), ${defaultBusinessProfile.currency})`;
/** The change cut-off (hours before a shoot) as SQL, read in the statement of the project whose deadline it sets. */
export const businessCancelCutoffHours = sql<number>`coalesce((select (${businessSettings.value} ->> 'cancel_cutoff_hours')::int from ${businessSettings} where ${businessSettings.key} = ${profileKey}), ${defaultBusinessProfile.cancel_cutoff_hours}::int)`;
const logoKey = 'business_logo';

/** The logo as stored: PNG bytes in base64 and a stamp that changes with them. */
export interface StoredLogo {
  png: string;
  stamp: string;
}

/** The business profile stored in business_settings, over the defaults for whatever is unset. */
export function createBusinessProfileRepository(db: Db) {
  // Read with every page of projects (their change deadlines): made into SQL once.
  const profileStatement = db.select({ value: businessSettings.value }).from(businessSettings).where(eq(businessSettings.key, profileKey)).prepare('business_profile');
  return {
    async get(tx: Db = db): Promise<BusinessProfile> {
      const [row] = await preparedOn(profileStatement, tx, db).execute();
      const stored = row && typeof row.value === 'object' && row.value !== null ? (row.value as Partial<BusinessProfile>) : {};
      return { ...defaultBusinessProfile, ...stored };
    },

    /** Writes the given fields over the stored ones in one statement, so two saves never lose each other's fields. */
    async save(changes: Partial<BusinessProfile>, tx: Db = db) {
      await tx
        .insert(businessSettings)
        .values({ key: profileKey, value: changes })
        .onConflictDoUpdate({ target: businessSettings.key, set: { value: sql`${businessSettings.value} || excluded.value`, updatedAt: new Date() } });
    },

    async getLogo(): Promise<StoredLogo | undefined> {
      const [row] = await db.select({ value: businessSettings.value }).from(businessSettings).where(eq(businessSettings.key, logoKey));
      const value = row?.value as Partial<StoredLogo> | undefined;
      return value && typeof value.png === 'string' && typeof value.stamp === 'string' ? { png: value.png, stamp: value.stamp } : undefined;
    },

    async saveLogo(logo: StoredLogo, tx: Db = db) {
      await tx
        .insert(businessSettings)
        .values({ key: logoKey, value: logo })
        .onConflictDoUpdate({ target: businessSettings.key, set: { value: logo, updatedAt: new Date() } });
    },

    async removeLogo(tx: Db = db) {
      await tx.delete(businessSettings).where(eq(businessSettings.key, logoKey));
    },
  };
}

export type BusinessProfileRepository = ReturnType<typeof createBusinessProfileRepository>;
