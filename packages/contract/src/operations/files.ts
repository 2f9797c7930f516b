import { z } from 'zod';
import { messageResponse } from '../envelope.ts';
import {
  confirmUploadInput,
  confirmUploadResponse,
  createFolderInput,
  createFolderResponse,
  fileIdParam,
  fileList,
  fileListQuery,
  folderIdParam,
  folderZipInput,
  folderZipUrlResponse,
  serveParams,
  serveQuery,
  serveResponse,
  updateFolderInput,
  uploadFields,
  uploadResponse,
  uploadUrlInput,
  uploadUrlResponse,
} from '../files.ts';
import { idParam } from '../list.ts';
import { defineSchemas } from './define.ts';
import type { fileRoutes } from './routes/files.ts';

const tag = 'files';
const errors = [400, 401, 403, 404, 409, 413] as const;

export const fileSchemas = defineSchemas<typeof fileRoutes>()({
  uploadProjectFiles: { tag, summary: 'Upload projectFiles', params: idParam, uploadFields, responses: { 200: uploadResponse }, errors: [...errors, 415] },
  listFiles: {
    tag,
    summary: "A folder's folders and files (or, with favourites=1, the project's favourites), with signed links",
    params: idParam,
    query: fileListQuery,
    responses: { 200: fileList },
    errors,
  },
  createFolder: { tag, summary: 'Create a folder (inside parent_folder)', params: idParam, body: createFolderInput, responses: { 201: createFolderResponse }, errors },
  setFolderVisibility: {
    tag,
    summary: 'Make a folder internal (client_visible false: clients never see it or anything under it) or client-visible',
    params: folderIdParam,
    body: updateFolderInput,
    responses: { 200: createFolderResponse },
    errors,
  },
  deleteFile: { tag, summary: 'Delete a file, or a folder (folder-<n>) with its contents', params: fileIdParam, responses: { 200: messageResponse }, errors },
  serveFile: { tag, summary: 'A short-lived signed link to a file (by name with folder_path, or by id)', params: serveParams, query: serveQuery, responses: { 200: serveResponse }, errors },
  requestUploadUrl: { tag, summary: 'Start a direct upload: a URL to PUT the file to', params: idParam, body: uploadUrlInput, responses: { 201: uploadUrlResponse }, errors },
  confirmUpload: { tag, summary: 'Finish a direct upload: checks the stored file, then lists it', params: idParam, body: confirmUploadInput, responses: { 201: confirmUploadResponse }, errors },
  downloadFolderZip: {
    tag,
    summary: 'The folder and its subfolders (or the favourites) as a ZIP (streamed, store mode)',
    params: idParam,
    body: folderZipInput,
    responses: { 200: z.any().describe('the ZIP bytes') },
    errors,
  },
  folderZipUrl: { tag, summary: 'A signed GET link to the folder ZIP, for browsers to save as it streams', params: idParam, body: folderZipInput, responses: { 200: folderZipUrlResponse }, errors },
});
