import { defineRoutes } from '../define.ts';

/** What staff and editors hear: favourites are the client's own choice. */
export const onlyClientsMessage = 'Only clients pick favourites.';

const clientOnly = { permission: 'favourites.write', target: 'projectFileRead', refusal: onlyClientsMessage } as const;

/** A client's favourite photos: POST marks, DELETE unmarks, both idempotent. */
export const favouriteRoutes = defineRoutes({
  markFavourite: { method: 'POST', path: '/api/v1/projects/:id/files/:fileId/favourite/', access: clientOnly },
  unmarkFavourite: { method: 'DELETE', path: '/api/v1/projects/:id/files/:fileId/favourite/', access: clientOnly },
});
export type FavouriteOperationName = keyof typeof favouriteRoutes;
