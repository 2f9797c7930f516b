import type { FileEntry, FileList } from '@portal/contract';
import { vi } from 'vitest';

let nextId = 100;

/** A file entry as the list call answers it. */
export function makeFile(name: string, overrides: Partial<FileEntry> = {}): FileEntry {
  const folder = overrides.folder_path ?? '';
  const isImage = /\.(jpe?g|png|gif|webp)$/i.test(name);
  const id = overrides.id ?? nextId++;
  return {
    id,
    file_name: name,
    name,
    folder_path: folder,
    relative_path: [folder, name].filter(Boolean).join('/'),
    file_path: [folder, name].filter(Boolean).join('/'),
    is_folder: false,
    is_image: isImage,
    is_video: false,
    is_document: !isImage,
    file_type: isImage ? 'image' : 'document',
    content_type: isImage ? 'image/jpeg' : 'application/pdf',
    file_size: 2_621_440,
    size: 2_621_440,
    uploaded_at: '2026-03-04T09:30:00.000Z',
    upload_timestamp: '2026-03-04T09:30:00.000Z',
    checksum: 'abc',
    width: isImage ? 6000 : null,
    height: isImage ? 4000 : null,
    derivative_status: isImage ? 'ready' : 'none',
    download_url: `/signed/${id}`,
    thumbnail_url: isImage ? `/signed/${id}/thumb` : null,
    thumbnail_srcset: isImage ? `/signed/${id}/thumb-small 240w, /signed/${id}/thumb 480w` : null,
    preview_url: isImage ? `/signed/${id}/preview` : null,
    item_count: null,
    is_favourite: false,
    favourite_count: 0,
    version: 1,
    versioned_at: '2026-03-04T09:30:00.000Z',
    ...overrides,
  };
}

export function makeFolder(name: string, overrides: Partial<FileEntry> = {}): FileEntry {
  return makeFile(name, {
    id: `folder-${nextId++}`,
    is_folder: true,
    is_image: false,
    is_document: false,
    file_type: 'folder',
    content_type: 'inode/directory',
    file_size: 0,
    size: 0,
    checksum: null,
    width: null,
    height: null,
    derivative_status: 'none',
    download_url: null,
    thumbnail_url: null,
    thumbnail_srcset: null,
    preview_url: null,
    item_count: 3,
    ...overrides,
  });
}

export const fileList = (files: FileEntry[], folderPath = '', rights: { can_edit?: boolean; can_download?: boolean } = {}): FileList => ({
  success: true,
  data: { folder_path: folderPath, files, can_edit: rights.can_edit ?? true, can_download: rights.can_download ?? true },
});

/** jsdom lays nothing out; give scroll areas a size so the virtual grid renders its rows. */
export function stubLayout(width = 1000, height = 800) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
}

/** Just enough XMLHttpRequest for the upload call; each sent request waits for the test to answer it. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}

export const uploadAnswer = (file: FileEntry) => ({ success: true, message: 'Uploaded', data: { file_paths: [file.relative_path], files: [file] } });
