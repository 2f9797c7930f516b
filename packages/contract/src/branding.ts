import { z } from 'zod';

/** What a sign-in page shows before anyone signs in: the business name and where its logo is. */
export const branding = z.object({
  name: z.string(),
  /** A public URL that changes with the logo, or null when none was uploaded. */
  logo_url: z.string().nullable(),
});
export type Branding = z.infer<typeof branding>;

/** The largest logo accepted, in bytes. */
export const maxLogoBytes = 1024 * 1024;
/** Raster images only: a logo is shown on public pages, and an SVG could carry script. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
