import { type BusinessProfile, defaultMlsLongEdge, sitePaths } from '@portal/contract';
import type { FileStore } from '../../storage/file-store.ts';
import { derivativeSpecs } from '../derivatives/image-processor.ts';
import { logoPath } from '../settings/branding.service.ts';
import { type MediaVariant, type SiteKeys } from './site-keys.ts';
import { renderSitePage, sitePageCsp, type PagePhoto, type SitePage } from './site-pages.ts';
import type { MediaRow, SitesRepository } from './sites.repository.ts';

interface Deps {
  sites: SitesRepository;
  keys: SiteKeys;
  store: FileStore;
  profile: () => Promise<Pick<BusinessProfile, 'name' | 'currency' | 'locale'>>;
  logo: () => Promise<{ stamp: string } | undefined>;
  /** The portal's public address (PUBLIC_URL), for OpenGraph's absolute URLs. */
  publicUrl: string;
  clock?: () => Date;
}

/** The largest width x height with `longEdge` as the long side, never larger than the source. */
function fit(width: number | null, height: number | null, longEdge: number) {
  if (!width || !height) return { width: longEdge, height: Math.round((longEdge * 2) / 3) };
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const mlsLongEdgeOf = (spec: string | null) => Number(spec?.split('x')[0]) || defaultMlsLongEdge;
const isPdf = (row: Pick<MediaRow, 'contentType'>) => row.contentType.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
const extensionOf = (variant: MediaVariant, row: Pick<MediaRow, 'fileName'>) =>
  variant === 't' || variant === 'w' ? 'webp' : variant === 'm' ? 'jpg' : (/\.([a-z0-9]{2,5})$/i.exec(row.fileName)?.[1]?.toLowerCase() ?? 'bin');

/** What a media request is answered with: the bytes (a range of them for videos), their type and caching validators. */
export interface SiteMediaContent {
  contentType: string;
  size: number;
  etag: string;
  lastModified: Date;
  disposition: 'inline' | 'attachment';
  fileName: string;
  open(range?: { start: number; end: number }): ReturnType<FileStore['get']>;
}

/**
 * The public property pages: a live site's page (branded or unbranded) and its media by key. A
 * site that is not live answers undefined (the route's 404), whatever is asked of it.
 */
export function createSiteService({ sites, keys, store, profile, logo, publicUrl, clock = () => new Date() }: Deps) {
  const base = publicUrl.replace(/\/+$/, '');

  /** Only a slug as the site makes them reaches the database (a NUL would make PostgreSQL fail). */
  const findLive = (slug: string) => (/^[a-z0-9-]{1,200}$/.test(slug) ? sites.findLive(slug) : Promise.resolve(undefined));

  async function page(slug: string, branded: boolean, { count }: { count: boolean }) {
    const live = await findLive(slug);
    if (!live) return undefined;
    const { site } = live;
    const [media, business, storedLogo] = await Promise.all([sites.media(site.projectId), profile(), branded ? logo() : Promise.resolve(undefined)]);
    const address = site.address ?? live.siteAddress ?? '';
    const mediaUrl = (row: Pick<MediaRow, 'id' | 'fileName'>, variant: MediaVariant) => `${sitePaths.branded(slug)}/m/${keys.keyFor(slug, row.id, variant, extensionOf(variant, row))}`;
    // Photos need their derivatives; the unbranded page shows the MLS copy (metadata stripped), the branded one the web size.
    const large: MediaVariant = branded ? 'w' : 'm';
    const hasLarge = (row: MediaRow) => Boolean(row.thumbnailKey && (branded ? row.previewKey : row.mlsKey));
    const photoOf = (row: MediaRow, alt: string): PagePhoto => ({
      thumb: { src: mediaUrl(row, 't'), ...fit(row.width, row.height, derivativeSpecs.thumbnail.longEdge) },
      large: { src: mediaUrl(row, large), ...fit(row.width, row.height, branded ? derivativeSpecs.preview.longEdge : mlsLongEdgeOf(row.mlsSpec)) },
      alt,
    });
    const shown = media.filter((row) => row.id !== site.agentPhotoFileId);
    const photoRows = shown.filter((row) => row.kind === 'photo' && hasLarge(row));
    const photos = photoRows.map((row, i) => photoOf(row, `Photo ${i + 1} of ${photoRows.length}${address ? `, ${address}` : ''}`));
    const posters = new Map((await Promise.all(shown.filter((row) => row.kind === 'video' && row.posterFileId).map((row) => sites.mediaFile(site.projectId, row.posterFileId!)))).filter((row): row is MediaRow => Boolean(row?.previewKey && row.mlsKey)).map((row) => [row.id, row]));
    const videoRows = shown.filter((row) => row.kind === 'video');
    const videos = videoRows.map((row, i) => {
      const poster = row.posterFileId ? posters.get(row.posterFileId) : undefined;
      return {
        src: mediaUrl(row, 'v'),
        contentType: row.contentType,
        poster: poster && mediaUrl(poster, large),
        width: row.width,
        height: row.height,
        label: `Video ${i + 1} of ${videoRows.length}${address ? `, ${address}` : ''}`,
      };
    });
    const planRows = shown.filter((row) => row.kind === 'floor_plan' && (isPdf(row) || hasLarge(row)));
    const plans = planRows.map((row, i) =>
      isPdf(row)
        ? { kind: 'pdf' as const, href: mediaUrl(row, 'd'), label: `Floor plan ${i + 1} of ${planRows.length} (PDF)` }
        : { kind: 'image' as const, photo: photoOf(row, `Floor plan ${i + 1} of ${planRows.length}`) },
    );
    let agentPhotoSrc: string | undefined;
    if (branded && site.agentPhotoFileId) {
      const agentPhoto = await sites.mediaFile(site.projectId, site.agentPhotoFileId);
      if (agentPhoto?.thumbnailKey) agentPhotoSrc = mediaUrl(agentPhoto, 't');
    }
    const canonical = branded ? sitePaths.branded(slug) : sitePaths.unbranded(slug);
    const data: SitePage = {
      branded,
      address,
      canonicalUrl: base + canonical,
      ogImage: photos[0] && base + photos[0].large.src,
      price: site.price,
      currency: business.currency,
      locale: business.locale,
      bedrooms: site.bedrooms,
      bathrooms: site.bathrooms === null ? null : Number(site.bathrooms),
      floorArea: site.floorArea,
      description: site.description,
      photos,
      videos,
      plans,
      tourUrl: site.tourUrl,
      ...(branded && {
        studio: { name: business.name, logoSrc: storedLogo ? `${logoPath}?v=${storedLogo.stamp}` : undefined },
        agent: { name: site.agentName, phone: site.agentPhone, photoSrc: agentPhotoSrc },
      }),
    };
    if (count) await sites.countView(site.id, clock().toISOString().slice(0, 10));
    return { html: renderSitePage(data), csp: sitePageCsp(site.tourUrl ? new URL(site.tourUrl).origin : null) };
  }

  /**
   * A live site's file by its key: only what the page shows (a client-visible photo, video or floor
   * plan, a video's poster, the agent's photo), only in the variant the key names.
   */
  async function media(slug: string, mediaKey: string): Promise<SiteMediaContent | undefined> {
    const parsed = keys.read(slug, mediaKey);
    if (!parsed) return undefined;
    const live = await findLive(slug);
    if (!live) return undefined;
    const { site } = live;
    const row = await sites.mediaFile(site.projectId, parsed.fileId);
    if (!row) return undefined;
    if (row.id !== site.agentPhotoFileId && !(await sites.isOnSite(site.projectId, row.id))) return undefined;
    const pick = (): { key: string | null; contentType: string; disposition: 'inline' | 'attachment' } | undefined => {
      switch (parsed.variant) {
        case 't':
          return { key: row.thumbnailKey, contentType: 'image/webp', disposition: 'inline' };
        case 'w':
          return { key: row.previewKey, contentType: 'image/webp', disposition: 'inline' };
        case 'm':
          return { key: row.mlsKey, contentType: 'image/jpeg', disposition: 'inline' };
        case 'v':
          return row.kind === 'video' ? { key: row.storageKey, contentType: row.contentType, disposition: 'inline' } : undefined;
        case 'd':
          return row.kind === 'floor_plan' && isPdf(row) ? { key: row.storageKey, contentType: 'application/pdf', disposition: 'inline' } : undefined;
      }
    };
    const chosen = pick();
    if (!chosen?.key) return undefined;
    const stat = await store.stat(chosen.key);
    if (!stat) return undefined;
    const key = chosen.key;
    return {
      contentType: chosen.contentType,
      size: stat.size,
      etag: `"${row.id}-${parsed.variant}-${stat.size}-${stat.modifiedAt.getTime().toString(36)}"`,
      lastModified: stat.modifiedAt,
      disposition: chosen.disposition,
      fileName: `${parsed.variant === 'v' || parsed.variant === 'd' ? 'file' : 'photo'}-${row.id}.${extensionOf(parsed.variant, row)}`,
      open: (range) => store.get(key, range),
    };
  }

  return { page, media };
}

export type SiteService = ReturnType<typeof createSiteService>;
