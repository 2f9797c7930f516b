import { Readable } from 'node:stream';
import { cleanFileName, uniqueName } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import { NotFoundInStore, type FileStore } from '../../storage/file-store.ts';
import { linkPaths, type FileLinks, type LinkGrant } from './file-links.ts';
import type { FilesRepository } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';
import { zipChunks, type ZipMember } from './zip-writer.ts';

interface Deps {
  files: FilesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

const noFiles = (favourites: boolean) => new AppError('NOT_FOUND', favourites ? 'No favourite files in this project.' : 'No files in this folder.');

/** The member listing what storage could not hand over, so a ZIP missing a file says so. */
const missingNoteName = 'MISSING FILES.txt';
const missingNote = (paths: string[]) => `These files could not be read from storage and are not in this ZIP:\n${paths.join('\n')}\n`;

type Tree = Awaited<ReturnType<FilesRepository['treeUnder']>>;

/**
 * Members relative to the zipped folder; names differing only in case get ' (1)' so no unzip overwrites.
 * A file whose object is gone from the store is left out (and reported), the rest still arrives.
 */
async function* membersOf(tree: Tree, folderPath: string, store: FileStore, onMissing: (file: Tree['files'][number]) => void): AsyncGenerator<ZipMember & { expectedSize?: number }> {
  const relative = (path: string) => (folderPath ? path.slice(folderPath.length + 1) : path);
  const takenByDirectory = new Map<string, Set<string>>();
  const unique = (directory: string, name: string) => {
    const taken = takenByDirectory.get(directory) ?? new Set<string>();
    takenByDirectory.set(directory, taken);
    const chosen = uniqueName(name, taken);
    taken.add(chosen);
    return chosen;
  };
  for (const folder of tree.folders) {
    if (folder.path === folderPath) continue;
    const parent = relative(folder.parentPath);
    yield { name: `${parent ? `${parent}/` : ''}${unique(parent, folder.name)}/`, modifiedAt: folder.createdAt };
  }
  const missing: string[] = [];
  for (const file of tree.files) {
    const directory = relative(file.folderPath);
    const name = `${directory ? `${directory}/` : ''}${unique(directory, file.fileName)}`;
    const open = () =>
      store.get(file.storageKey).catch((error: unknown) => {
        if (!(error instanceof NotFoundInStore)) throw error;
        onMissing(file);
        missing.push(name);
        return undefined;
      });
    yield { name, modifiedAt: file.createdAt, expectedSize: file.size, open };
  }
  if (missing.length) {
    const note = Buffer.from(missingNote(missing));
    yield { name: unique('', missingNoteName), modifiedAt: new Date(), open: async () => Readable.from([note]) };
  }
}

/** A project name as a file name: its slashes ("Unit 4/12 Main St") kept as dashes, not cut at. */
const zipFileName = (projectName: string) => cleanFileName(projectName.replace(/[/\\]/g, '-'));

/** What to zip: one folder and everything under it, or the project's favourite files from every folder. */
export interface ZipTarget {
  folderPath: string;
  favourites: boolean;
}

/** Folder and favourites ZIPs: streamed as they are written, in constant memory, for viewers allowed to download. */
export function createZipsService({ files, gate, store, links, log }: Deps) {
  async function check(actor: Actor, projectId: number, { folderPath, favourites }: ZipTarget) {
    const { project } = await gate.forDownloading(actor, projectId);
    const projectName = zipFileName(project.projectName) || `Project ${projectId}`;
    if (!favourites && !(await files.seesFolder(actor, projectId, folderPath))) throw new AppError('NOT_FOUND', `Folder '${folderPath}' not found.`);
    if (!(await files.hasFilesIn(actor, projectId, { folderPath, favourites }))) throw noFiles(favourites);
    if (favourites) return `${projectName} favourites.zip`;
    return `${folderPath ? folderPath.slice(folderPath.lastIndexOf('/') + 1) : projectName}.zip`;
  }

  async function stream(actor: Actor, projectId: number, { folderPath, favourites }: ZipTarget) {
    // Favourites keep their paths in the project, as a ZIP of the root would name them.
    const tree = favourites ? await files.favouriteTree(actor, projectId) : await files.treeUnder(actor, projectId, folderPath);
    // Never an empty archive, also when the files went between handing out a link and following it.
    if (!tree.files.length) throw noFiles(favourites);
    const onMissing = (file: Tree['files'][number]) => log?.error({ fileId: file.id, storageKey: file.storageKey, projectId }, 'file missing from storage; left out of the ZIP');
    return Readable.from(zipChunks(membersOf(tree, favourites ? '' : folderPath, store, onMissing)), { objectMode: false });
  }

  async function zip(actor: Actor, projectId: number, target: ZipTarget) {
    const fileName = await check(actor, projectId, target);
    return { fileName, stream: await stream(actor, projectId, target) };
  }

  return {
    /** The ZIP itself, for the POST call. */
    zip,

    /** A signed GET link to the same ZIP, so a browser streams it to disk instead of into memory. */
    async zipUrl(actor: Actor, projectId: number, target: ZipTarget) {
      const fileName = await check(actor, projectId, target);
      const grant: LinkGrant = target.favourites ? { kind: 'zip', projectId, folderPath: '', favourites: true } : { kind: 'zip', projectId, folderPath: target.folderPath };
      const { token, expiresAt } = links.sign(actor, grant);
      return { download_url: linkPaths.zip(token, fileName), file_name: fileName, expires_at: expiresAt.toISOString() };
    },

    /** The ZIP behind a signed link, checked again for the session it was issued to; named here, never by the link's last segment. */
    async zipFromLink(actor: Actor, grant: Extract<LinkGrant, { kind: 'zip' }>) {
      const target = { folderPath: grant.favourites ? '' : grant.folderPath, favourites: grant.favourites === true };
      return zip(actor, grant.projectId, target);
    },
  };
}

export type ZipsService = ReturnType<typeof createZipsService>;
