import { favouriteParams, favouriteResponse } from '../files.ts';
import { defineSchemas } from './define.ts';
import type { favouriteRoutes } from './routes/favourites.ts';

const tag = 'files';
const errors = [400, 401, 403, 404] as const;

export const favouriteSchemas = defineSchemas<typeof favouriteRoutes>()({
  markFavourite: { tag, summary: "Mark a file as one of the signed-in client's favourites", params: favouriteParams, responses: { 200: favouriteResponse }, errors },
  unmarkFavourite: { tag, summary: "Remove a file from the signed-in client's favourites", params: favouriteParams, responses: { 200: favouriteResponse }, errors },
});
