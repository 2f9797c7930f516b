import type { FavouriteOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { FavouritesService } from './favourites.service.ts';

/** A client's favourite photos: marking and unmarking are both idempotent. */
export const favouritesHandlers = (favourites: FavouritesService): OperationHandlers<FavouriteOperationName> => ({
  markFavourite: async (request) => ({ success: true, message: 'Added to favourites', data: await favourites.mark(actorOf(request), request.params.id, request.params.fileId) }),
  unmarkFavourite: async (request) => ({ success: true, message: 'Removed from favourites', data: await favourites.unmark(actorOf(request), request.params.id, request.params.fileId) }),
});
