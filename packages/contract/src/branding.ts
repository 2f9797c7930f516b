import { z } from 'zod';

/** What every page shows of the business, sign-in pages included: its name, where its logo is, and how it writes amounts. */
export const branding = z.object({
  name: z.string(),
  /** A public URL that changes with the logo, or null when none was uploaded. */
  logo_url: z.string().nullable(),
  /** The business currency (ISO 4217): every amount is in it, except an invoice, which keeps the one it was issued in. */
  currency: z.string(),
  /** The locale amounts are grouped by (BCP 47). */
  locale: z.string(),
});
export type Branding = z.infer<typeof branding>;

/** The largest logo accepted, in bytes. */
export const maxLogoBytes = 1024 * 1024;
/** Raster images only: a logo is shown on public pages, and an SVG could carry script. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
