import { type FileMedia, type PropertySite, sitePaths, type UpdateFileMediaInput, type UpdateListingInput } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import { siteSlug, slugSource } from './site-keys.ts';
import { listingFactsOf, type MediaRow, type SiteRow, type SitesRepository } from './sites.repository.ts';

interface Deps {
  sites: SitesRepository;
  projects: Pick<ProjectsService, 'getForAccess'>;
  activity: ActivityRepository;
  transact: Transact;
  /** The business currency, for the price. */
  currency: () => Promise<string>;
  /** Where the site's absolute URLs in webhook events point (PUBLIC_URL). */
  publicUrl: string;
  events?: PublishEvent;
  clock?: () => Date;
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const viewDays = 30;

/** A shoot's property website as staff and its client see it (the public pages are site-pages.ts). */
export function createListingService({ sites, projects, activity, transact, currency, publicUrl, events, clock = () => new Date() }: Deps) {
  async function ensure(projectId: number, tx?: Db): Promise<SiteRow> {
    const existing = await sites.findByProject(projectId, tx);
    if (existing) return existing;
    const facts = await sites.projectFacts(projectId, tx);
    return sites.ensure(projectId, () => siteSlug(slugSource(facts)), tx);
  }

  async function shape(site: SiteRow, tx?: Db): Promise<PropertySite> {
    const [facts, media, money] = await Promise.all([sites.projectFacts(site.projectId, tx), sites.media(site.projectId), currency()]);
    const since = new Date(clock().getTime() - (viewDays - 1) * 86_400_000);
    const views = await sites.views(site.id, day(since));
    const byDay = new Map(views.days.map((row) => [row.day, row.views]));
    const days = Array.from({ length: viewDays }, (_, i) => {
      const date = day(new Date(since.getTime() + i * 86_400_000));
      return { date, views: byDay.get(date) ?? 0 };
    });
    const count = (kind: MediaRow['kind']) => media.filter((row) => row.kind === kind).length;
    const known = listingFactsOf(site, facts?.order);
    return {
      project_id: site.projectId,
      slug: site.slug,
      state: site.publishedAt ? 'live' : 'draft',
      url: sitePaths.branded(site.slug),
      unbranded_url: sitePaths.unbranded(site.slug),
      published_at: site.publishedAt?.toISOString() ?? null,
      published_by: site.publishedBy ?? null,
      unpublished_at: site.unpublishedAt?.toISOString() ?? null,
      invoice_paid: facts?.invoiceStatus === 'paid',
      facts: {
        address: site.address ?? facts?.siteAddress ?? '',
        price: site.price,
        currency: money,
        bedrooms: known.bedrooms,
        bathrooms: known.bathrooms,
        floor_area: known.floorArea,
        description: site.description,
        agent_name: known.agentName,
        agent_phone: known.agentPhone,
        agent_photo_file_id: site.agentPhotoFileId,
        tour_url: site.tourUrl,
      },
      media: { photos: count('photo'), videos: count('video'), floor_plans: count('floor_plan') },
      views: { total: views.total, days },
    };
  }

  /** Goes live in `tx` and tells the webhooks, once: a live site stays as it is. */
  async function goLive(site: SiteRow, by: 'payment' | 'staff', actor: Actor | null, tx: Db) {
    if (site.publishedAt) return site;
    const now = clock();
    const live = await sites.update(site.projectId, { publishedAt: now, publishedBy: by, publishedById: actor?.kind === 'user' && actor.id ? actor.id : null, unpublishedAt: null }, tx);
    await activity.record(actor, { action: 'site.published', entityType: 'project', entityId: site.projectId, detail: { slug: site.slug, by } }, tx);
    const base = publicUrl.replace(/\/+$/, '');
    await events?.(
      'media.delivered',
      { project_id: site.projectId, published_by: by, published_at: now.toISOString(), site: { slug: site.slug, url: base + sitePaths.branded(site.slug), unbranded_url: base + sitePaths.unbranded(site.slug) } },
      tx,
    );
    return live;
  }

  async function checkFileRefs(projectId: number, input: { agentPhoto?: number | null; poster?: number | null; videoId?: number }, tx: Db) {
    const ids = [input.agentPhoto, input.poster].filter((id): id is number => typeof id === 'number');
    const found = new Map((await sites.filesIn(projectId, ids, tx)).map((row) => [row.id, row]));
    const problems: { field: string; message: string }[] = [];
    if (typeof input.agentPhoto === 'number' && found.get(input.agentPhoto)?.fileType !== 'image')
      problems.push({ field: 'agent_photo_file_id', message: 'agent_photo_file_id must be an image file of this project' });
    if (typeof input.poster === 'number' && (found.get(input.poster)?.fileType !== 'image' || input.poster === input.videoId))
      problems.push({ field: 'poster_file_id', message: 'poster_file_id must be an image file of this project' });
    if (problems.length) invalidFields(problems);
  }

  return {
    ensure,

    async get(actor: Actor, projectId: number) {
      requireAccess(actor, 'listing.read');
      await projects.getForAccess(actor, projectId);
      return shape(await ensure(projectId));
    },

    async update(actor: Actor, projectId: number, input: UpdateListingInput) {
      requireAccess(actor, 'listing.manage');
      await projects.getForAccess(actor, projectId);
      const site = await transact(async (tx) => {
        await ensure(projectId, tx);
        await sites.lock(projectId, tx);
        await checkFileRefs(projectId, { agentPhoto: input.agent_photo_file_id }, tx);
        const updated = await sites.update(
          projectId,
          {
            ...(input.address !== undefined && { address: input.address === '' ? null : input.address }),
            ...(input.price !== undefined && { price: input.price }),
            ...(input.bedrooms !== undefined && { bedrooms: input.bedrooms }),
            ...(input.bathrooms !== undefined && { bathrooms: input.bathrooms === null ? null : String(input.bathrooms) }),
            ...(input.floor_area !== undefined && { floorArea: input.floor_area }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.agent_name !== undefined && { agentName: input.agent_name }),
            ...(input.agent_phone !== undefined && { agentPhone: input.agent_phone }),
            ...(input.agent_photo_file_id !== undefined && { agentPhotoFileId: input.agent_photo_file_id }),
            ...(input.tour_url !== undefined && { tourUrl: input.tour_url }),
          },
          tx,
        );
        await activity.record(actor, { action: 'site.updated', entityType: 'project', entityId: projectId, detail: { fields: Object.keys(input) } }, tx);
        return updated;
      });
      return shape(site);
    },

    async publish(actor: Actor, projectId: number) {
      requireAccess(actor, 'listing.manage');
      await projects.getForAccess(actor, projectId);
      const site = await transact(async (tx) => {
        await ensure(projectId, tx);
        await sites.lock(projectId, tx);
        return goLive((await sites.findByProject(projectId, tx))!, 'staff', actor, tx);
      });
      return shape(site);
    },

    async unpublish(actor: Actor, projectId: number) {
      requireAccess(actor, 'listing.manage');
      await projects.getForAccess(actor, projectId);
      const site = await transact(async (tx) => {
        await ensure(projectId, tx);
        await sites.lock(projectId, tx);
        const current = (await sites.findByProject(projectId, tx))!;
        if (!current.publishedAt) return current;
        const down = await sites.update(projectId, { publishedAt: null, publishedBy: null, publishedById: null, unpublishedAt: clock() }, tx);
        await activity.record(actor, { action: 'site.unpublished', entityType: 'project', entityId: projectId, detail: { slug: current.slug } }, tx);
        return down;
      });
      return shape(site);
    },

    /**
     * Called by the invoices' markPaid inside its transaction: the site goes live, unless staff took
     * it down before (their word stands until they publish again).
     */
    async goLiveOnPayment(projectId: number, tx: Db) {
      const site = await ensure(projectId, tx);
      await sites.lock(projectId, tx);
      const current = (await sites.findByProject(projectId, tx)) ?? site;
      if (current.publishedAt || current.unpublishedAt) return;
      await goLive(current, 'payment', null, tx);
    },

    /**
     * Called by the invoices' markNotPaid inside its transaction: a site the payment put live goes
     * down with it, ready to go live again on the next payment. A site staff published stays.
     */
    async takeDownOnUnpaid(projectId: number, tx: Db) {
      await sites.lock(projectId, tx);
      const current = await sites.findByProject(projectId, tx);
      if (!current?.publishedAt || current.publishedBy !== 'payment') return;
      await sites.update(projectId, { publishedAt: null, publishedBy: null, publishedById: null, unpublishedAt: null }, tx);
      await activity.record(null, { action: 'site.unpublished', entityType: 'project', entityId: projectId, detail: { slug: current.slug, reason: 'not_paid' } }, tx);
    },

    async updateFileMedia(actor: Actor, projectId: number, fileId: number, input: UpdateFileMediaInput): Promise<FileMedia> {
      requireAccess(actor, 'listing.manage');
      await projects.getForAccess(actor, projectId);
      return transact(async (tx) => {
        const file = await sites.mediaFile(projectId, fileId, tx);
        if (!file) throw new AppError('NOT_FOUND', 'File not found.');
        const isPdf = file.contentType.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
        const kindFits = { photo: file.fileType === 'image', video: file.fileType === 'video', floor_plan: file.fileType === 'image' || isPdf } as const;
        if (input.media_kind && !kindFits[input.media_kind]) {
          const needs = { photo: 'an image', video: 'a video', floor_plan: 'an image or a PDF' }[input.media_kind];
          invalidFields([{ field: 'media_kind', message: `media_kind ${input.media_kind} needs ${needs}; this file is ${file.contentType}` }]);
        }
        if (typeof input.poster_file_id === 'number' && file.fileType !== 'video') invalidFields([{ field: 'poster_file_id', message: 'poster_file_id is for video files only' }]);
        await checkFileRefs(projectId, { poster: input.poster_file_id, videoId: fileId }, tx);
        const row = await sites.setFileMedia(
          projectId,
          fileId,
          { ...(input.media_kind !== undefined && { mediaKind: input.media_kind }), ...(input.poster_file_id !== undefined && { posterFileId: input.poster_file_id }) },
          tx,
        );
        if (!row) throw new AppError('NOT_FOUND', 'File not found.');
        await activity.record(actor, { action: 'file.media_changed', entityType: 'project', entityId: projectId, detail: { file_id: fileId, media_kind: row.kind, poster_file_id: row.posterFileId } }, tx);
        return { file_id: row.id, media_kind: row.kind, media_kind_set: row.mediaKind !== null, poster_file_id: row.posterFileId };
      });
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
