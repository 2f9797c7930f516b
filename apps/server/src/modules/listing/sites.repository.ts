import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { clientVisiblePaths } from '../../access/internal-folders.ts';
import type { Db } from '../../db/client.ts';
import { favourites, files, invoices, projects, propertySites, siteViews } from '../../db/schema/index.ts';

export type SiteRow = typeof propertySites.$inferSelect;
export type SiteValues = Partial<Omit<typeof propertySites.$inferInsert, 'id' | 'projectId' | 'slug' | 'createdAt'>>;

/** What a file plays on the site: the staff's choice, or by its type (images photos, videos videos). */
export const mediaKindOf = sql<'photo' | 'video' | 'floor_plan' | null>`coalesce(${files.mediaKind}, case ${files.fileType} when 'image' then 'photo' when 'video' then 'video' end)`;

/** The site shows what a client would see: nothing from an internal folder. */
const clientView = { type: 'company', roleName: 'client' } as const;
const shownToClients = clientVisiblePaths(clientView, files.projectId, files.folderPath);

export const mediaColumns = {
  id: files.id,
  projectId: files.projectId,
  fileName: files.fileName,
  folderPath: files.folderPath,
  contentType: files.contentType,
  fileType: files.fileType,
  size: files.size,
  width: files.width,
  height: files.height,
  storageKey: files.storageKey,
  thumbnailKey: files.thumbnailKey,
  previewKey: files.previewKey,
  mlsKey: files.mlsKey,
  mlsSpec: files.mlsSpec,
  checksum: files.checksum,
  createdAt: files.createdAt,
  posterFileId: files.posterFileId,
  kind: mediaKindOf,
};
export type MediaRow = { [K in keyof typeof mediaColumns]: K extends 'kind' ? 'photo' | 'video' | 'floor_plan' | null : (typeof files.$inferSelect)[K & keyof typeof files.$inferSelect] };

/** Property sites, their listing facts, the files they show and their page views. */
export function createSitesRepository(db: Db) {
  return {
    findByProject: async (projectId: number, tx: Db = db) => (await tx.select().from(propertySites).where(eq(propertySites.projectId, projectId)))[0],

    /**
     * The site of a project, made (with a slug from `slugOf`) on first use; a racing maker's row wins,
     * and a slug taken by another site (one in a billion) is drawn again.
     */
    async ensure(projectId: number, slugOf: () => string, tx: Db = db): Promise<SiteRow> {
      for (let attempt = 0; ; attempt++) {
        await tx.insert(propertySites).values({ projectId, slug: slugOf() }).onConflictDoNothing();
        const [row] = await tx.select().from(propertySites).where(eq(propertySites.projectId, projectId));
        if (row || attempt >= 5) return row!;
      }
    },

    /**
     * Whether a file is on the project's site: a client-visible photo, video or floor plan, or the
     * poster of such a video (the agent photo is the caller's check).
     */
    async isOnSite(projectId: number, fileId: number) {
      const video = clientVisiblePaths(clientView, sql`v.project_id`, sql`v.folder_path`);
      const [row] = await db
        .select({
          shown: sql<boolean>`(${mediaKindOf} is not null and ${shownToClients ?? sql`true`}) or exists (select 1 from ${files} v where v.project_id = ${projectId} and v.poster_file_id = ${files.id}
            and coalesce(v.media_kind, case v.file_type when 'video' then 'video' end) = 'video' and ${video ?? sql`true`})`,
        })
        .from(files)
        .where(and(eq(files.projectId, projectId), eq(files.id, fileId)));
      return row?.shown === true;
    },

    async lock(projectId: number, tx: Db) {
      await tx.execute(sql`select id from ${propertySites} where ${propertySites.projectId} = ${projectId} for update`);
    },

    update: async (projectId: number, values: SiteValues, tx: Db = db) =>
      (await tx.update(propertySites).set({ ...values, updatedAt: new Date() }).where(eq(propertySites.projectId, projectId)).returning())[0]!,

    /** The project's address, name and invoice status, for a new slug and the site's state. */
    async projectFacts(projectId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: projects.id, projectName: projects.projectName, siteAddress: projects.siteAddress, invoiceStatus: invoices.status })
        .from(projects)
        .leftJoin(invoices, eq(invoices.projectId, projects.id))
        .where(eq(projects.id, projectId));
      return row;
    },

    /** A live site by its slug, with its project's address; undefined when there is none or it is down. */
    async findLive(slug: string) {
      const [row] = await db
        .select({ site: propertySites, siteAddress: projects.siteAddress, projectName: projects.projectName })
        .from(propertySites)
        .innerJoin(projects, eq(projects.id, propertySites.projectId))
        .where(and(eq(propertySites.slug, slug), isNotNull(propertySites.publishedAt)));
      return row;
    },

    /** The files the site shows, in the gallery's order (folder, then name). */
    media: (projectId: number): Promise<MediaRow[]> =>
      db
        .select(mediaColumns)
        .from(files)
        .where(and(eq(files.projectId, projectId), shownToClients, sql`${mediaKindOf} is not null`))
        .orderBy(asc(files.folderPath), asc(files.fileName), asc(files.id)) as Promise<MediaRow[]>,

    /** One file of the project, internal folders included (an agent photo or a poster may live there). */
    mediaFile: async (projectId: number, fileId: number, tx: Db = db): Promise<MediaRow | undefined> =>
      (await tx.select(mediaColumns).from(files).where(and(eq(files.projectId, projectId), eq(files.id, fileId))))[0] as MediaRow | undefined,

    /** The project's favourite files a client sees, for the favourites ZIP's check. */
    async favouriteIds(projectId: number) {
      const rows = await db
        .selectDistinct({ id: favourites.fileId })
        .from(favourites)
        .innerJoin(files, eq(files.id, favourites.fileId))
        .where(and(eq(favourites.projectId, projectId), shownToClients));
      return rows.map((row) => row.id);
    },

    async setFileMedia(projectId: number, fileId: number, values: { mediaKind?: 'photo' | 'video' | 'floor_plan' | null; posterFileId?: number | null }, tx: Db = db) {
      const [row] = await tx.update(files).set(values).where(and(eq(files.projectId, projectId), eq(files.id, fileId))).returning({ id: files.id, mediaKind: files.mediaKind, posterFileId: files.posterFileId, kind: mediaKindOf });
      return row;
    },

    /** Records a new MLS copy made under another rule, so the next ZIP takes it as it is. */
    async setMls(fileId: number, mlsKey: string, mlsSpec: string) {
      await db.update(files).set({ mlsKey, mlsSpec }).where(eq(files.id, fileId));
    },

    async countView(siteId: number, day: string) {
      await db
        .insert(siteViews)
        .values({ siteId, day, views: 1 })
        .onConflictDoUpdate({ target: [siteViews.siteId, siteViews.day], set: { views: sql`${siteViews.views} + 1` } });
    },

    async views(siteId: number, since: string) {
      const [days, [total]] = await Promise.all([
        db.select({ day: siteViews.day, views: siteViews.views }).from(siteViews).where(and(eq(siteViews.siteId, siteId), gte(siteViews.day, since))),
        db.select({ total: sql<number>`coalesce(sum(${siteViews.views}), 0)::int` }).from(siteViews).where(eq(siteViews.siteId, siteId)),
      ]);
      return { days, total: Number(total?.total ?? 0) };
    },

    /** Files by id within a project, for checks of posters and agent photos. */
    filesIn: async (projectId: number, ids: number[], tx: Db = db) =>
      ids.length ? tx.select({ id: files.id, fileType: files.fileType, contentType: files.contentType }).from(files).where(and(eq(files.projectId, projectId), inArray(files.id, ids))) : [],
  };
}

export type SitesRepository = ReturnType<typeof createSitesRepository>;
