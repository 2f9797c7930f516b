import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { transactor } from '../../lib/transaction.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createActivityRepository } from '../activity/activity.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import { createFavouritesRepository } from './favourites.repository.ts';
import { createFavouritesService } from './favourites.service.ts';
import type { FileLinks } from './file-links.ts';
import { createFilesRepository } from './files.repository.ts';
import { createFilesService } from './files.service.ts';
import { createFileVersionsRepository } from './file-versions.repository.ts';
import { createFileVersionsService } from './file-versions.service.ts';
import { createRevisionFileGrants } from '../../access/revision-access.ts';
import { createProjectFilesGate } from './project-files.ts';
import { createStorageSweeper } from './storage-sweeper.ts';
import { createTusUploads, tusUnavailable } from './tus-uploads.ts';
import type { ResumableStore } from '../../storage/create-resumable-store.ts';
import { createUploadsService, type DerivativeQueue } from './uploads.service.ts';
import { createZipsService } from './zips.service.ts';

export { favouritesHandlers } from './favourites.handlers.ts';
export { fileLinksHandlers } from './file-links.handlers.ts';
export { createFileLinks } from './file-links.ts';
export { createLinkFollower } from './link-follower.ts';
export { filesHandlers } from './files.handlers.ts';
export { fileVersionsHandlers } from './file-versions.handlers.ts';
export { handleMultipartUpload, isMultipart } from './multipart-upload.ts';

interface Deps {
  db: Db;
  store: FileStore;
  links: FileLinks;
  projects: Pick<ProjectsService, 'getForAccess'>;
  derivatives: DerivativeQueue;
  maxUploadBytes: number;
  /** Where tus writes resumable uploads (the app only); without it their calls answer 503. */
  resumable?: ResumableStore;
  /** UPLOAD_EXPIRY_HOURS in milliseconds: pending uploads untouched this long are swept. */
  uploadExpiryMs?: number;
  log?: FastifyBaseLogger;
  /** Asks for a storage sweep soon (after a delete); the scheduled sweep comes anyway. */
  sweepSoon?: () => void;
  /** Tells the owner's webhooks about uploads and favourites (the app only). */
  events?: PublishEvent;
}

/** The files use cases wired once: listing and folders, uploads, ZIPs, favourites, and the sweeper that empties the store behind deletes. */
export function createFileServices({ db, store, links, projects, derivatives, maxUploadBytes, resumable, uploadExpiryMs, log, sweepSoon = () => {}, events }: Deps) {
  const files = createFilesRepository(db);
  const gate = createProjectFilesGate(projects, createRevisionFileGrants(db));
  const activity = createActivityRepository(db);
  const transact = transactor(db);
  const uploads = createUploadsService({ files, gate, store, links, activity, transact, derivatives, maxUploadBytes, events });
  const tus = resumable ? createTusUploads({ files, gate, store, uploads, datastore: resumable, maxUploadBytes, log }) : undefined;
  const sweeper = createStorageSweeper({ files, store, log, abandonedAfterMs: uploadExpiryMs, resumable: tus?.remover });
  return {
    gate,
    sweeper,
    files: createFilesService({ files, gate, store, links, activity, transact, onDeleted: sweepSoon }),
    uploads,
    tusUploads: tus?.handlers ?? tusUnavailable,
    zips: createZipsService({ files, gate, store, links, log }),
    versions: createFileVersionsService({ files, versions: createFileVersionsRepository(db), gate, store, links, activity, transact, derivatives, maxUploadBytes, onReplaced: sweepSoon }),
    favourites: createFavouritesService({ favourites: createFavouritesRepository(db), files, gate, transact, events }),
  };
}

export type FileServices = ReturnType<typeof createFileServices>;
