import { defineRoutes } from '../define.ts';

/** Everyone who sees the project is asked, so a client hears the gate's 403 on its own project and 404 elsewhere. */
const listing = { permission: 'files.read', target: 'projectFiles' } as const;
const reading = { permission: 'files.read', target: 'projectFileRead' } as const;
const writing = { permission: 'files.read', target: 'projectFileWrite' } as const;
const downloading = { permission: 'files.read', target: 'projectFileDownload' } as const;

/** A project's files on /api/v1/projects/{id}/...; the multipart upload shares the project's own POST URL. */
export const fileRoutes = defineRoutes({
  uploadProjectFiles: { method: 'POST', path: '/api/v1/projects/:id/', access: writing, upload: 'multipart' },
  listFiles: { method: 'GET', path: '/api/v1/projects/:id/files/', access: listing },
  createFolder: { method: 'POST', path: '/api/v1/projects/:id/folders/', access: writing },
  setFolderVisibility: { method: 'POST', path: '/api/v1/projects/:id/folders/:folderId/', access: writing },
  deleteFile: { method: 'DELETE', path: '/api/v1/projects/:id/files/:fileId/', access: writing },
  serveFile: { method: 'GET', path: '/api/v1/projects/:id/serve/:filename/', access: reading },
  requestUploadUrl: { method: 'POST', path: '/api/v1/projects/:id/upload-url/', access: writing },
  confirmUpload: { method: 'POST', path: '/api/v1/projects/:id/files/confirm/', access: writing },
  downloadFolderZip: { method: 'POST', path: '/api/v1/projects/:id/download_folder_zip/', access: downloading, file: 'application/zip' },
  folderZipUrl: { method: 'POST', path: '/api/v1/projects/:id/zip-url/', access: downloading },
});
export type FileOperationName = keyof typeof fileRoutes;
