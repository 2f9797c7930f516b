import type { CreateFolderInput, FileEntry, FileVariant } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesInternalFolders } from '../../access/internal-folders.ts';
import { mayFetch, reachesFile, unpaidMessage, type FileAccess } from '../../access/file-access.ts';
import { AppError } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import { NotFoundInStore, type FileStore } from '../../storage/file-store.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { favouriteAccountOf } from './favourites.service.ts';
import { safeDisposition, toFileEntry, type ListedFile, toFolderEntry, variantContentType, variantFileName, variantKey } from './file-entries.ts';
import { linkPaths, type FileLinks, type LinkGrant } from './file-links.ts';
import type { FilesRepository, FolderRow } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';

interface Deps {
  files: FilesRepository;
  gate: ProjectFilesGate;
  store: FileStore;
  links: FileLinks;
  activity: ActivityRepository;
  transact: Transact;
  /** Called after deletes so the sweeper removes the objects soon. */
  onDeleted?: () => void;
}

const folderNotFound = (path: string) => new AppError('NOT_FOUND', `Folder '${path}' not found.`);
const fileNotFound = () => new AppError('NOT_FOUND', 'File not found.');
export const oldVersionMessage = 'This link is to an earlier version of the file, which has been replaced. Open the file again from the portal.';
/** How long a presigned store URL behind a followed link works: long enough to start the transfer, too short to share. */
const presignedSeconds = 60;

function assertMayFetch(access: FileAccess, variant: FileVariant) {
  if (!mayFetch(access, variant)) throw new AppError('FORBIDDEN', unpaidMessage);
}

export function createFilesService({ files, gate, store, links, activity, transact, onDeleted }: Deps) {
  return {
    /**
     * A folder's folders and files with signed links the viewer may use; with
     * `favourites`, the project's marked files from every folder instead (the folder is then ignored).
     */
    async list(actor: Actor, projectId: number, folderPath: string, { favourites = false }: { favourites?: boolean } = {}) {
      const { access } = await gate.open(actor, projectId);
      const listedPath = favourites ? '' : folderPath;
      if (!access.list) return { folder_path: listedPath, files: [], can_download: false, can_edit: false };
      const viewer = favouriteAccountOf(actor);
      const toEntry = (row: ListedFile) => toFileEntry(row, links, { actor, access });
      const toFolder = (row: FolderRow) => toFolderEntry(row, { showVisibility: seesInternalFolders(actor) });
      let entries: FileEntry[];
      let internalFolder: { internal_folder: string | null } | undefined;
      if (access.onlyFiles) {
        // A revision editor's view of a completed project: the files their open requests name, from every folder.
        const rows = await files.listByIds(actor, projectId, [...access.onlyFiles], viewer);
        return { folder_path: '', files: rows.map(toEntry), can_download: access.download, can_edit: false };
      }
      if (favourites) {
        entries = (await files.listFavourites(actor, projectId, viewer)).map(toEntry);
      } else {
        if (!(await files.seesFolder(actor, projectId, folderPath))) throw folderNotFound(folderPath);
        const content = await files.listFolder(actor, projectId, folderPath, viewer);
        entries = [...content.folders.map(toFolder), ...content.files.map(toEntry)];
        if (seesInternalFolders(actor)) internalFolder = { internal_folder: await files.internalFolderAt(projectId, folderPath) };
      }
      return { folder_path: listedPath, files: entries, can_download: access.download, can_edit: access.write, ...internalFolder };
    },

    async createFolder(actor: Actor, projectId: number, input: Required<CreateFolderInput>) {
      await gate.forWriting(actor, projectId);
      const parent = input.parent_folder;
      const path = parent ? `${parent}/${input.folder_name}` : input.folder_name;
      return transact(async (tx) => {
        if (!(await files.folderExists(projectId, parent, tx))) throw folderNotFound(parent);
        if (!(await files.createFolders(projectId, path, actor.kind === 'user' ? actor.id : null, tx, { clientVisible: input.client_visible }))) {
          throw new AppError('CONFLICT', `A folder named '${input.folder_name}' already exists here.`);
        }
        const folder = (await files.folderByPath(projectId, path, tx))!;
        await activity.record(actor, { action: 'folder.created', entityType: 'project', entityId: projectId, detail: { path } }, tx);
        return toFolderEntry({ ...folder, itemCount: 0 }, { showVisibility: true });
      });
    },

    /** Makes a folder internal (clients never see it or anything under it) or client-visible again. */
    async setClientVisible(actor: Actor, projectId: number, folderId: number, clientVisible: boolean) {
      await gate.forWriting(actor, projectId);
      return transact(async (tx) => {
        const folder = await files.setClientVisible(projectId, folderId, clientVisible, tx);
        if (!folder) throw new AppError('NOT_FOUND', 'Folder not found.');
        const action = clientVisible ? 'folder.shown' : 'folder.hidden';
        await activity.record(actor, { action, entityType: 'project', entityId: projectId, detail: { path: folder.path } }, tx);
        const itemCount = await files.itemCount(projectId, folder.path, tx);
        return toFolderEntry({ ...folder, itemCount }, { showVisibility: true });
      });
    },

    /** Deletes a file, or a folder (`folder-<n>`) with everything in it. */
    async remove(actor: Actor, projectId: number, fileId: number | string) {
      await gate.forWriting(actor, projectId);
      await transact(async (tx) => {
        if (typeof fileId === 'number') {
          if (!(await files.deleteFile(projectId, fileId, tx))) throw fileNotFound();
          return;
        }
        const folder = await files.findFolder(projectId, Number(fileId.slice('folder-'.length)), tx);
        if (!folder) throw new AppError('NOT_FOUND', 'Folder not found.');
        await files.deleteFolderTree(projectId, folder.path, tx);
        await activity.record(actor, { action: 'folder.deleted', entityType: 'project', entityId: projectId, detail: { path: folder.path } }, tx);
      });
      onDeleted?.();
    },

    /** A short-lived link to one variant of a file, found by name (with folder_path) or by id. */
    async serve(actor: Actor, projectId: number, request: { filename: string; folderPath: string; variant: FileVariant; disposition: 'inline' | 'attachment' }) {
      const { access } = await gate.forReading(actor, projectId);
      const byId = /^\d{1,10}$/.test(request.filename) ? await files.findFile(actor, projectId, { id: Number(request.filename) }) : undefined;
      const row = byId ?? (await files.findFile(actor, projectId, { folderPath: request.folderPath, fileName: request.filename }));
      if (!row || !reachesFile(access, row.id)) throw fileNotFound();
      assertMayFetch(access, request.variant);
      const key = variantKey(row, request.variant);
      if (!key) throw new AppError('NOT_FOUND', `This file has no ${request.variant} (yet).`);
      if (!(await store.stat(key))) throw new NotFoundInStore(key);
      const disposition = safeDisposition(row, request.variant, request.disposition);
      const fileName = variantFileName(row, request.variant);
      // Always the app's own link, on S3 too: following it re-checks the session and the access first.
      const { token, expiresAt } = links.sign(actor, { kind: 'file', fileId: row.id, version: row.version, variant: request.variant, disposition });
      const url = linkPaths.content(token, fileName);
      return { download_url: url, file_url: url, file_name: fileName, expires_at: expiresAt.toISOString() };
    },

    /**
     * What a signed content link points at, for the session it was issued to: the same checks as
     * `serve`, then the route streams it (local) or redirects to a presigned URL of a minute (S3).
     */
    async content(actor: Actor, grant: Extract<LinkGrant, { kind: 'file' }>) {
      const row = await files.findFileById(actor, grant.fileId);
      if (!row) throw fileNotFound();
      const { access } = await gate.forReading(actor, row.projectId);
      if (!reachesFile(access, row.id)) throw fileNotFound();
      // A link is bound to the version it was signed for (links signed before versions existed were to v1).
      if ((grant.version ?? 1) !== row.version) throw new AppError('NOT_FOUND', oldVersionMessage);
      assertMayFetch(access, grant.variant);
      const key = variantKey(row, grant.variant);
      if (!key) throw fileNotFound();
      const fileName = variantFileName(row, grant.variant);
      const contentType = variantContentType(row, grant.variant);
      const redirect = await store.downloadUrl(key, { expiresIn: presignedSeconds, fileName, contentType, disposition: grant.disposition });
      if (redirect) return { redirect } as const;
      const size = grant.variant === 'original' ? row.size : (await store.stat(key))?.size;
      if (size === undefined) throw fileNotFound();
      const open = (range?: { start: number; end: number }) => store.get(key, range);
      return { redirect: undefined, open, size, fileName, contentType, disposition: grant.disposition };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
