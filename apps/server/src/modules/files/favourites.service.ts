import { onlyClientsMessage } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { can } from '../../access/permissions.ts';
import { AppError } from '../../errors.ts';
import type { FavouriteAccount, FavouritesRepository } from './favourites.repository.ts';
import type { FilesRepository } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';

interface Deps {
  favourites: FavouritesRepository;
  files: Pick<FilesRepository, 'findFile'>;
  gate: ProjectFilesGate;
}

export { onlyClientsMessage };

/** The account whose favourites the actor keeps, or null for staff and editors (who keep none). */
export const favouriteAccountOf = (actor: Actor): FavouriteAccount | null => (can(actor, 'favourites.write') ? { kind: actor.kind, id: actor.id } : null);

/** Clients marking and unmarking photos of their completed projects, so staff see their selection. */
export function createFavouritesService({ favourites, files, gate }: Deps) {
  /** The client's account once the file is one it may see: 403 for staff and before completion, 404 outside its scope. */
  async function open(actor: Actor, projectId: number, fileId: number) {
    const account = favouriteAccountOf(actor);
    if (!account) throw new AppError('FORBIDDEN', onlyClientsMessage);
    await gate.forReading(actor, projectId);
    if (!(await files.findFile(actor, projectId, { id: fileId }))) throw new AppError('NOT_FOUND', 'File not found.');
    return account;
  }

  async function answer(fileId: number, account: FavouriteAccount) {
    const { isFavourite, favouriteCount } = await favourites.stateOf(fileId, account);
    return { file_id: fileId, is_favourite: isFavourite, favourite_count: favouriteCount };
  }

  return {
    /** Idempotent: marking a favourite again changes nothing. */
    async mark(actor: Actor, projectId: number, fileId: number) {
      const account = await open(actor, projectId, fileId);
      await favourites.mark(projectId, fileId, account);
      return answer(fileId, account);
    },

    /** Idempotent: unmarking a file that is not a favourite changes nothing. */
    async unmark(actor: Actor, projectId: number, fileId: number) {
      const account = await open(actor, projectId, fileId);
      await favourites.unmark(projectId, fileId, account);
      return answer(fileId, account);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
