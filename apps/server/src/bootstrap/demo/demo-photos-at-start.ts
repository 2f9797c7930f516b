import type { App } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createFileLinks, createFileServices } from '../../modules/files/index.ts';
import { createServices } from '../../services.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { SvgToJpeg } from '../../modules/derivatives/svg-to-jpeg.ts';
import { releaseIdleMemory } from '../../lib/release-memory.ts';
import { loadDemoPhotos } from './demo-photos.ts';

/**
 * Adds the demo's photos once the server answers, so a first start is not held up by making them;
 * their thumbnails and previews then come from the derivative jobs, as for any upload.
 */
export function loadDemoPhotosInBackground({ app, config, db, store, secretKey, render }: { app: App; config: Config; db: Db; store: FileStore; secretKey: string; render?: SvgToJpeg }) {
  const { derivatives, runner } = app.background;
  const { uploads, favourites } = createFileServices({
    db,
    store,
    links: createFileLinks(secretKey, { ttlSeconds: config.signedUrlTtlSeconds }),
    projects: createServices(db, { tokenTtlHours: config.tokenTtlHours }).projects,
    derivatives: { queue: derivatives.queue, wake: runner.wake },
    maxUploadBytes: config.maxUploadBytes,
  });
  const started = Date.now();
  return loadDemoPhotos({ db, uploads, favourites, render }).then(
    (made) => {
      // The photos' buffers (drawn, encoded, uploaded) are garbage now. The image queue collects when
      // it empties, which can come before the last of them is let go; an idle server would keep them.
      void releaseIdleMemory();
      app.log.info(`Demo photos added in ${((Date.now() - started) / 1000).toFixed(1)} s: ${made.photos} photos in ${made.shoots} delivered shoots, ${made.favourites} favourites picked.`);
    },
    (error: unknown) => app.log.error({ err: error }, 'Demo photos could not be added'),
  );
}
