/**
 * Resumable uploads (the tus 1.0.0 protocol, with its creation and termination extensions): what a
 * client needs to know beyond tus itself. Zod-free, so the web uploader can import it cheaply.
 */
export const tusUploads = {
  /** The creation endpoint (POST); each upload then lives at `${endpoint}<upload id>` (HEAD, PATCH, DELETE). */
  endpoint: '/api/v1/uploads/tus/',
  /** The tus version the server speaks, sent by tus clients in `Tus-Resumable` on every request. */
  version: '1.0.0',
  /**
   * Upload-Metadata keys (values base64 in the header, as tus clients send them). `project_id` and
   * `filename` are required; `folder_path` defaults to the project's root; `filetype` is the
   * browser's guess and only informative: the stored type is read from the bytes, as for every upload.
   */
  metadata: { projectId: 'project_id', folderPath: 'folder_path', fileName: 'filename', fileType: 'filetype' },
  /**
   * On the PATCH that completes an upload (answered 200 with the confirm-upload JSON body
   * `{ success, message, data: { file_paths, file } }`) and on a HEAD of a completed upload: the id
   * of the listed file.
   */
  fileIdHeader: 'Upload-File-Id',
} as const;

export type TusMetadataKey = (typeof tusUploads.metadata)[keyof typeof tusUploads.metadata];
