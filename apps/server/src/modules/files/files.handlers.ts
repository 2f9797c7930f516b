import type { FileOperationName } from '@portal/contract';
import { sentAsBuilt, type OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import type { FilesService } from './files.service.ts';
import { handleMultipartUpload } from './multipart-upload.ts';
import type { UploadsService } from './uploads.service.ts';
import type { ZipsService } from './zips.service.ts';

/** The file calls on /api/v1/projects/{id}/...: listing, folders, deletes, links, uploads and ZIPs. */
export const filesHandlers = ({ files, uploads, zips }: { files: FilesService; uploads: UploadsService; zips: ZipsService }): OperationHandlers<FileOperationName> => ({
  uploadProjectFiles: handleMultipartUpload(uploads),
  listFiles: {
    handler: async (request) => ({ success: true, data: await files.list(actorOf(request), request.params.id, request.query.folder_path, { favourites: request.query.favourites }) }),
    // A folder can hold thousands of entries: checking each again against the schema cost more than the query.
    serializerCompiler: sentAsBuilt,
  },
  createFolder: async (request) => {
    const data = await files.createFolder(actorOf(request), request.params.id, request.body);
    return { success: true, message: `Folder ${data.name} created successfully!`, data };
  },
  setFolderVisibility: async (request) => {
    const data = await files.setClientVisible(actorOf(request), request.params.id, request.params.folderId, request.body.client_visible);
    return { success: true, message: data.client_visible ? `Folder ${data.name} is visible to the client.` : `Folder ${data.name} is internal: the client does not see it.`, data };
  },
  deleteFile: async (request) => {
    const { id, fileId } = request.params;
    await files.remove(actorOf(request), id, fileId);
    return { success: true, message: typeof fileId === 'number' ? 'File deleted successfully' : 'Folder deleted successfully' };
  },
  serveFile: async (request) => {
    const { id, filename } = request.params;
    const { folder_path: folderPath, variant, disposition } = request.query;
    return { success: true, data: await files.serve(actorOf(request), id, { filename, folderPath, variant, disposition }) };
  },
  requestUploadUrl: async (request) => ({ success: true, data: await uploads.createUploadUrl(actorOf(request), request.params.id, request.body) }),
  confirmUpload: async (request) => {
    const data = await uploads.confirmUpload(actorOf(request), request.params.id, request.body.upload_id);
    return { success: true, message: 'Upload Complete: 1 file(s) uploaded successfully!', data };
  },
  downloadFolderZip: async (request, reply) => {
    const { fileName, stream } = await zips.zip(actorOf(request), request.params.id, { folderPath: request.body.folder_path, favourites: request.body.favourites });
    return reply.type('application/zip').header('content-disposition', contentDisposition('attachment', fileName)).send(stream);
  },
  folderZipUrl: async (request) => ({ success: true, data: await zips.zipUrl(actorOf(request), request.params.id, { folderPath: request.body.folder_path, favourites: request.body.favourites }) }),
});
