import { createHash } from 'node:crypto';
import { type Branding, operationRoutes } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { BusinessProfileRepository } from './business-profile.repository.ts';
import { normaliseLogo } from './logo-image.ts';

export const logoPath = operationRoutes.getBrandingLogo.path;

/** The business name, logo and money format every screen shows, sign-in pages included; the logo is the owner's to change. */
export function createBrandingService({ businessProfile, activity, transact }: { businessProfile: BusinessProfileRepository; activity: ActivityRepository; transact: Transact }) {
  const logoChanged = (actor: Actor, tx: Db) => activity.record(actor, { action: 'business_profile.updated', entityType: 'settings', entityId: null, detail: { fields: ['logo'] } }, tx);

  /** Public: what a sign-in page shows before anyone signs in. */
  async function get(): Promise<Branding> {
    const [profile, logo] = await Promise.all([businessProfile.get(), businessProfile.getLogo()]);
    return { name: profile.name, logo_url: logo ? `${logoPath}?v=${logo.stamp}` : null, currency: profile.currency, locale: profile.locale };
  }

  return {
    get,

    /** Public: the logo's PNG bytes, or 404 when none was uploaded. */
    async logo() {
      const logo = await businessProfile.getLogo();
      if (!logo) throw new AppError('NOT_FOUND', 'No logo has been uploaded.');
      return { png: Buffer.from(logo.png, 'base64'), stamp: logo.stamp };
    },

    async uploadLogo(actor: Actor, bytes: Buffer): Promise<Branding> {
      requireAccess(actor, 'settings.manage');
      const png = await normaliseLogo(bytes);
      const stamp = createHash('sha256').update(png).digest('hex').slice(0, 16);
      await transact(async (tx) => {
        await businessProfile.saveLogo({ png: png.toString('base64'), stamp }, tx);
        await logoChanged(actor, tx);
      });
      return get();
    },

    async removeLogo(actor: Actor): Promise<Branding> {
      requireAccess(actor, 'settings.manage');
      await transact(async (tx) => {
        await businessProfile.removeLogo(tx);
        await logoChanged(actor, tx);
      });
      return get();
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;
