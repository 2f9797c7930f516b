import { onlyClientsMessage } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { can } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import type { FavouriteAccount, FavouritesRepository } from './favourites.repository.ts';
import type { FilesRepository } from './files.repository.ts';
import type { ProjectFilesGate } from './project-files.ts';

interface Deps {
  favourites: FavouritesRepository;
  files: Pick<FilesRepository, 'findFile'>;
  gate: ProjectFilesGate;
  transact: Transact;
  /** The owner's webhooks: favourites.updated when a mark really changes, inside its transaction. */
  events?: PublishEvent;
}

export { onlyClientsMessage };

/** The account whose favourites the actor keeps, or null for staff and editors (who keep none). */
export const favouriteAccountOf = (actor: Actor): FavouriteAccount | null => (can(actor, 'favourites.write') ? { kind: actor.kind, id: actor.id } : null);

/** Clients marking and unmarking photos of their completed projects, so staff see their selection. */
export function createFavouritesService({ favourites, files, gate, transact, events }: Deps) {
  /** The client's account and the file once it is one it may see: 403 for staff and before completion, 404 outside its scope. */
  async function open(actor: Actor, projectId: number, fileId: number) {
    const account = favouriteAccountOf(actor);
    if (!account) throw new AppError('FORBIDDEN', onlyClientsMessage);
    await gate.forReading(actor, projectId);
    const file = await files.findFile(actor, projectId, { id: fileId });
    if (!file) throw new AppError('NOT_FOUND', 'File not found.');
    return { account, file };
  }

  async function answer(fileId: number, account: FavouriteAccount, tx?: Db) {
    const { isFavourite, favouriteCount } = await favourites.stateOf(fileId, account, tx);
    return { file_id: fileId, is_favourite: isFavourite, favourite_count: favouriteCount };
  }

  /** Marks or unmarks in one transaction; a change (not a repeat) is told to the webhooks with the file's new state. */
  async function change(actor: Actor, projectId: number, fileId: number, write: (account: FavouriteAccount, tx: Db) => Promise<boolean>) {
    const { account, file } = await open(actor, projectId, fileId);
    return transact(async (tx) => {
      const changed = await write(account, tx);
      const state = await answer(fileId, account, tx);
      if (changed) {
        await events?.(
          'favourites.updated',
          { project_id: projectId, file_id: fileId, file_name: file.fileName, folder_path: file.folderPath, is_favourite: state.is_favourite, favourite_count: state.favourite_count, by: { kind: actor.kind, id: actor.id, name: actor.username } },
          tx,
        );
      }
      return state;
    });
  }

  return {
    /** Idempotent: marking a favourite again changes nothing. */
    mark: (actor: Actor, projectId: number, fileId: number) => change(actor, projectId, fileId, (account, tx) => favourites.mark(projectId, fileId, account, tx)),

    /** Idempotent: unmarking a file that is not a favourite changes nothing. */
    unmark: (actor: Actor, projectId: number, fileId: number) => change(actor, projectId, fileId, (account, tx) => favourites.unmark(projectId, fileId, account, tx)),
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
