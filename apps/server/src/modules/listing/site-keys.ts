import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a media key serves: thumbnail, web size, MLS size (all re-encoded, no metadata), a video or a PDF floor plan. */
export const mediaVariants = { t: 'thumbnail', w: 'web', m: 'mls', v: 'video', d: 'document' } as const;
export type MediaVariant = keyof typeof mediaVariants;

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * What a site's slug is made from: the shoot's site address, unless that is a link (the first version
 * let staff paste a map URL there), then the shoot's name (an order's is its address).
 */
export function slugSource(project: { siteAddress?: string | null; projectName?: string | null } | undefined): string {
  const address = project?.siteAddress?.trim() ?? '';
  return address && !/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : (project?.projectName ?? '');
}

/** Address words, lower case, and six random letters and digits: `12-main-st-sydney-k3j9x2`. */
export function siteSlug(address: string, random: (size: number) => Buffer = randomBytes): string {
  const words = address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = [...random(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${words || 'property'}-${suffix}`;
}

/**
 * Public media URLs of a site: the file, the variant and an HMAC over them and the slug, so a key
 * works for its own site only, cannot be guessed from another, and dies with the site (it is checked
 * against a live site on every request).
 */
export function createSiteKeys(secretKey: string) {
  const key = createHmac('sha256', secretKey).update('portal site media v1').digest();
  const signatureOf = (slug: string, fileId: number, variant: MediaVariant) => createHmac('sha256', key).update(`${slug}\n${fileId}\n${variant}`).digest('base64url').slice(0, 22);
  return {
    keyFor(slug: string, fileId: number, variant: MediaVariant, extension: string) {
      return `${fileId}-${variant}-${signatureOf(slug, fileId, variant)}.${extension}`;
    },
    /** The file and variant of a key issued for this slug, or undefined. */
    read(slug: string, mediaKey: string): { fileId: number; variant: MediaVariant } | undefined {
      const match = /^([1-9]\d{0,9})-([a-z])-([A-Za-z0-9_-]{22})(?:\.[a-z0-9]{2,5})?$/.exec(mediaKey);
      if (!match || !(match[2]! in mediaVariants)) return undefined;
      const fileId = Number(match[1]);
      const variant = match[2] as MediaVariant;
      const expected = Buffer.from(signatureOf(slug, fileId, variant));
      const given = Buffer.from(match[3]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { fileId, variant } : undefined;
    },
  };
}

export type SiteKeys = ReturnType<typeof createSiteKeys>;
