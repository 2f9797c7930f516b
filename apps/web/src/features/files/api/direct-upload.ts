import { confirmUpload } from './confirm-upload';
import { requestUploadUrl } from './request-upload-url';

/**
 * The direct-to-storage path: ask for a signed PUT link, send the bytes
 * there with the headers it names, then have the server confirm and list the file.
 */
export async function directUpload(projectId: number, file: File, folderPath = '') {
  const link = await requestUploadUrl(projectId, {
    file_name: file.name,
    folder_path: folderPath,
    file_size: file.size,
    content_type: file.type || undefined,
  });
  const put = await fetch(link.data.upload_url, { method: link.data.method, headers: link.data.headers, body: file });
  if (!put.ok) throw new Error(`Upload failed with status: ${put.status} ${await put.text().catch(() => '')}`.trim());
  return confirmUpload(projectId, link.data.upload_id);
}
