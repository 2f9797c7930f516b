import { defineRoutes } from '../define.ts';

/**
 * Signed links work without a header, so they are public; each acts as the session it was issued
 * to and passes the same access checks as the API, every time it is followed.
 */
export const fileLinkRoutes = defineRoutes({
  followFileLink: { method: 'GET', path: '/api/v1/files/content/:token/:name', access: { public: true }, file: '*/*' },
  followZipLink: { method: 'GET', path: '/api/v1/files/zip/:token/:name', access: { public: true }, file: 'application/zip' },
  receiveDirectUpload: { method: 'PUT', path: '/api/v1/files/upload/:token', access: { public: true }, upload: 'raw' },
});
export type FileLinkOperationName = keyof typeof fileLinkRoutes;
