import { Readable } from 'node:stream';
import { cleanFileName, uniqueName } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { unpaidMessage } from '../../access/file-access.ts';
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

/** Folder ZIPs: streamed as they are written, in constant memory, for viewers allowed to download. */
export function createZipsService({ files, gate, store, links }: Deps) {
  async function check(actor: Actor, projectId: number, folderPath: string) {
    const { project, access } = await gate.forReading(actor, projectId);
    if (!access.download) throw new AppError('FORBIDDEN', unpaidMessage);
    if (!(await files.folderExists(projectId, folderPath))) throw new AppError('NOT_FOUND', `Folder '${folderPath}' not found.`);
    const name = folderPath ? folderPath.slice(folderPath.lastIndexOf('/') + 1) : cleanFileName(project.projectName) || `Project ${projectId}`;
    return `${name}.zip`;
  }

  async function stream(projectId: number, folderPath: string) {
    const tree = await files.treeUnder(projectId, folderPath);
    return Readable.from(zipChunks(membersOf(tree, folderPath, store)), { objectMode: false });
  }

  return {
    /** The ZIP itself, for the POST call of spec section 7. */
    async zip(actor: Actor, projectId: number, folderPath: string) {
      const fileName = await check(actor, projectId, folderPath);
      return { fileName, stream: await stream(projectId, folderPath) };
    },

    /** A signed GET link to the same ZIP, so a browser streams it to disk instead of into memory. */
    async zipUrl(actor: Actor, projectId: number, folderPath: string) {
      const fileName = await check(actor, projectId, folderPath);
      const { token, expiresAt } = links.sign({ kind: 'zip', projectId, folderPath });
      return { download_url: linkPaths.zip(token, fileName), file_name: fileName, expires_at: expiresAt.toISOString() };
    },

    async zipFromLink(grant: Extract<LinkGrant, { kind: 'zip' }>) {
      if (!(await files.projectExists(grant.projectId)) || !(await files.folderExists(grant.projectId, grant.folderPath))) throw new AppError('NOT_FOUND', 'Folder not found.');
      return stream(grant.projectId, grant.folderPath);
    },
  };
}

export type ZipsService = ReturnType<typeof createZipsService>;
