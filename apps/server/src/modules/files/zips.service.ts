import { Readable } from 'node:stream';
import { cleanFileName, uniqueName } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { linkPaths, type FileLinks, type LinkGrant } from './file-links.ts';
import type { FilesRepository } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';
import { zipChunks, type ZipMember } from './zip-writer.ts';

interface Deps {
  files: FilesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
}

/** Member names relative to the zipped folder; names differing only in case get ' (1)' so no unzip overwrites. */
function membersOf(tree: Awaited<ReturnType<FilesRepository['treeUnder']>>, folderPath: string, store: FileStore) {
  const relative = (path: string) => (folderPath ? path.slice(folderPath.length + 1) : path);
  const takenByDirectory = new Map<string, Set<string>>();
  const unique = (directory: string, name: string) => {
    const taken = takenByDirectory.get(directory) ?? new Set<string>();
    takenByDirectory.set(directory, taken);
    const chosen = uniqueName(name, taken);
    taken.add(chosen);
    return chosen;
  };
  const members: Array<ZipMember & { expectedSize?: number }> = [];
  for (const folder of tree.folders) {
    if (folder.path === folderPath) continue;
    const parent = relative(folder.parentPath);
    members.push({ name: `${parent ? `${parent}/` : ''}${unique(parent, folder.name)}/`, modifiedAt: folder.createdAt });
  }
  for (const file of tree.files) {
    const directory = relative(file.folderPath);
    const name = `${directory ? `${directory}/` : ''}${unique(directory, file.fileName)}`;
    members.push({ name, modifiedAt: file.createdAt, expectedSize: file.size, open: () => store.get(file.storageKey) });
  }
  return members;
}

/** What to zip: one folder and everything under it, or the project's favourite files from every folder. */
export interface ZipTarget {
  folderPath: string;
  favourites: boolean;
}

/** Folder and favourites ZIPs: streamed as they are written, in constant memory, for viewers allowed to download. */
export function createZipsService({ files, gate, store, links }: Deps) {
  async function check(actor: Actor, projectId: number, { folderPath, favourites }: ZipTarget) {
    const { project } = await gate.forDownloading(actor, projectId);
    const projectName = cleanFileName(project.projectName) || `Project ${projectId}`;
    if (favourites) return `${projectName} favourites.zip`;
    if (!(await files.folderExists(projectId, folderPath))) throw new AppError('NOT_FOUND', `Folder '${folderPath}' not found.`);
    return `${folderPath ? folderPath.slice(folderPath.lastIndexOf('/') + 1) : projectName}.zip`;
  }

  async function stream(projectId: number, { folderPath, favourites }: ZipTarget) {
    // Favourites keep their paths in the project, as a ZIP of the root would name them.
    const tree = favourites ? await files.favouriteTree(projectId) : await files.treeUnder(projectId, folderPath);
    return Readable.from(zipChunks(membersOf(tree, favourites ? '' : folderPath, store)), { objectMode: false });
  }

  async function zip(actor: Actor, projectId: number, target: ZipTarget) {
    const fileName = await check(actor, projectId, target);
    return { fileName, stream: await stream(projectId, target) };
  }

  return {
    /** The ZIP itself, for the POST call of spec section 7. */
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
