import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/client.ts';
import { activityLog, files, projects, users } from '../../db/schema/index.ts';
import type { FavouritesService } from '../../modules/files/favourites.service.ts';
import type { UploadPart, UploadsService } from '../../modules/files/uploads.service.ts';
import type { SvgToJpeg } from '../../modules/derivatives/svg-to-jpeg.ts';
import { demoPhoto, demoScenes } from './demo-photo.ts';
import { demoLogins, ownerActor } from './load-demo.ts';

export interface DemoPhotoDeps {
  db: Db;
  uploads: Pick<UploadsService, 'upload'>;
  favourites: Pick<FavouritesService, 'mark'>;
  /** Draws the photos (in this process unless given). */
  render?: SvgToJpeg;
}

/** The folder a delivered demo shoot's photos are in, and how many of them the demo client marks favourite. */
export const demoPhotoFolder = 'Edited';
export const favouritesPerShoot = 2;

/** The demo client person (of the first agency), as the actor who picks favourites. */
async function demoClient(db: Db): Promise<Actor | null> {
  const [person] = await db
    .select({ id: users.id, username: users.username, email: users.email, roleId: users.roleId, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, demoLogins.clientPerson));
  return person ? { kind: 'user', type: 'client', roleName: 'customer', tokenId: 0, ...person } : null;
}

async function* uploadParts(photos: Array<{ name: string; bytes: Buffer }>): AsyncGenerator<UploadPart> {
  yield { kind: 'field', name: 'folder_path', value: demoPhotoFolder };
  for (const photo of photos) yield { kind: 'file', fieldName: 'projectFiles', fileName: photo.name, stream: Readable.from([photo.bytes]) };
}

/** The photos went up while the shoot was being edited: half an hour before it was marked completed. */
async function backdateUpload(db: Db, projectId: number) {
  const completedAt = sql`(select max(a.created_at) from activity_log a where a.entity_type = 'project' and a.entity_id = ${projectId} and a.action = 'project.status_changed') - interval '30 minutes'`;
  await db.update(files).set({ createdAt: completedAt }).where(eq(files.projectId, projectId));
  await db
    .update(activityLog)
    .set({ createdAt: completedAt })
    .where(and(eq(activityLog.entityType, 'project'), eq(activityLog.entityId, projectId), eq(activityLog.action, 'files.uploaded')));
}

/**
 * Gives every delivered (completed) demo shoot a few generated photos, uploaded as the owner through
 * the same upload path as real ones (so their thumbnails and previews are made the same way), and
 * has the demo client mark favourites on its own agency's shoots.
 */
export async function loadDemoPhotos({ db, uploads, favourites, render }: DemoPhotoDeps) {
  const owner = await ownerActor(db);
  const client = await demoClient(db);
  const delivered = await db.select({ id: projects.id, name: projects.projectName, companyId: projects.companyId }).from(projects).where(eq(projects.status, 'completed')).orderBy(asc(projects.id));
  let photos = 0;
  let picked = 0;
  for (const shoot of delivered) {
    const label = shoot.name.split(',')[0]!;
    const hue = (shoot.id * 47) % 360;
    const images = await Promise.all(
      demoScenes.map(async (scene, index) => ({ name: `IMG_${String(shoot.id * 10 + index).padStart(4, '0')}.jpg`, bytes: await demoPhoto(scene, label, (hue + index * 25) % 360, render) })),
    );
    const uploaded = await uploads.upload(owner, shoot.id, uploadParts(images));
    await backdateUpload(db, shoot.id);
    photos += uploaded.files.length;
    if (client && shoot.companyId === client.companyId) {
      for (const file of uploaded.files.slice(0, favouritesPerShoot)) {
        await favourites.mark(client, shoot.id, Number(file.id));
        picked++;
      }
    }
  }
  return { shoots: delivered.length, photos, favourites: picked };
}
