import { Readable } from 'node:stream';
import { cleanFileName, type ListingZipVariant, uniqueName } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import { NotFoundInStore, type FileStore } from '../../storage/file-store.ts';
import { derivativeKey, type ImageProcessor, type MlsRule, mlsSpecOf } from '../derivatives/image-processor.ts';
import { withOriginalFile } from '../derivatives/original-file.ts';
import { linkPaths, type FileLinks } from '../files/file-links.ts';
import type { ProjectFilesGate } from '../files/project-files.ts';
import type { ZipsService } from '../files/zips.service.ts';
import { zipChunks, type ZipMember } from '../files/zip-writer.ts';
import type { MediaRow, SitesRepository } from './sites.repository.ts';

interface Deps {
  sites: SitesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
  zips: Pick<ZipsService, 'zip' | 'zipUrl'>;
  processor: ImageProcessor;
  /** The business's MLS rule now: a copy made under another is made again (and kept). */
  mlsRule: () => Promise<MlsRule>;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

const zipFileName = (projectName: string) => cleanFileName(projectName.replace(/[/\\]/g, '-'));
const stemOf = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/**
 * The listing's ZIPs: MLS size (every site photo under the business's MLS rule, re-encoded without
 * metadata), print size (the site photos' originals) and the favourites (the files module's). Each
 * is streamed as it is written, with no cap on count or size.
 */
export function createListingZips({ sites, gate, store, links, zips, processor, mlsRule, log }: Deps) {
  /** The MLS copy of a photo as the rule wants it: the stored one when it was made under this rule, else made now and kept. */
  async function mlsBytes(row: MediaRow, rule: MlsRule): Promise<Readable | undefined> {
    const spec = mlsSpecOf(rule);
    if (row.mlsKey && row.mlsSpec === spec) {
      try {
        return await store.get(row.mlsKey);
      } catch (error) {
        if (!(error instanceof NotFoundInStore)) throw error;
      }
    }
    try {
      const made = await withOriginalFile(store, row.storageKey, (path) => processor.makeDerivatives(path, ['mls'], { mls: rule }));
      const data = made.outputs[0]!.data;
      const key = derivativeKey(row.storageKey, 'mls');
      await store.put(key, Readable.from([data]), { contentType: 'image/jpeg', size: data.length });
      await sites.setMls(row.id, key, spec);
      return Readable.from([data]);
    } catch (error) {
      log?.warn({ fileId: row.id, err: error }, 'could not make the MLS copy; left out of the ZIP');
      return undefined;
    }
  }

  async function* members(rows: MediaRow[], variant: 'mls' | 'print', rule: MlsRule): AsyncGenerator<ZipMember> {
    const taken = new Set<string>();
    const missing: string[] = [];
    for (const row of rows) {
      const name = uniqueName(variant === 'mls' ? `${stemOf(row.fileName)}.jpg` : row.fileName, taken);
      taken.add(name);
      const open = async () => {
        const bytes = variant === 'mls' ? await mlsBytes(row, rule) : await store.get(row.storageKey).catch((error: unknown) => (error instanceof NotFoundInStore ? undefined : Promise.reject(error)));
        if (!bytes) missing.push(name);
        return bytes;
      };
      yield { name, modifiedAt: row.createdAt, open };
    }
    if (missing.length) {
      const note = Buffer.from(`These photos could not be read from storage and are not in this ZIP:\n${missing.join('\n')}\n`);
      yield { name: uniqueName('MISSING FILES.txt', taken), modifiedAt: new Date(), open: async () => Readable.from([note]) };
    }
  }

  async function check(actor: Actor, projectId: number, variant: ListingZipVariant) {
    const { project } = await gate.forDownloading(actor, projectId);
    const name = zipFileName(project.projectName) || `Project ${projectId}`;
    if (variant === 'favourites') return { fileName: `${name} favourites.zip`, rows: [] };
    const rows = (await sites.media(projectId)).filter((row) => row.kind === 'photo');
    if (!rows.length) throw new AppError('NOT_FOUND', 'No photos in this project.');
    return { fileName: `${name} ${variant === 'mls' ? 'MLS' : 'print'}.zip`, rows };
  }

  async function zip(actor: Actor, projectId: number, variant: ListingZipVariant) {
    if (variant === 'favourites') return zips.zip(actor, projectId, { folderPath: '', favourites: true });
    const { fileName, rows } = await check(actor, projectId, variant);
    const rule = await mlsRule();
    return { fileName, stream: Readable.from(zipChunks(members(rows, variant, rule)), { objectMode: false }) };
  }

  return {
    zip,

    /** A signed GET link to the same ZIP (the session's, checked again when followed). */
    async zipUrl(actor: Actor, projectId: number, variant: ListingZipVariant) {
      if (variant === 'favourites') return zips.zipUrl(actor, projectId, { folderPath: '', favourites: true });
      const { fileName } = await check(actor, projectId, variant);
      const { token, expiresAt } = links.sign(actor, { kind: 'zip', projectId, folderPath: '', variant });
      return { download_url: linkPaths.zip(token, fileName), file_name: fileName, expires_at: expiresAt.toISOString() };
    },
  };
}

export type ListingZips = ReturnType<typeof createListingZips>;
