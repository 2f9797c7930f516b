import type { FileEntry, FileVariant } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { mayFetch, type FileAccess } from '../../access/file-access.ts';
import { isoString } from '../../lib/list.ts';
import { derivativeSpecs, fitInside } from '../derivatives/image-processor.ts';
import { linkPaths, type FileLinks } from './file-links.ts';
import type { FileRow, FolderRow } from './files.repository.ts';
import { isInlineSafe } from './sniff-type.ts';

const joinPath = (folderPath: string, name: string) => (folderPath ? `${folderPath}/${name}` : name);

/** The stored object behind a variant, when it exists. */
export function variantKey(row: FileRow, variant: FileVariant): string | null {
  switch (variant) {
    case 'original':
      return row.storageKey;
    case 'thumbnail':
      return row.thumbnailKey;
    case 'thumbnail_small':
      return row.thumbnailSmallKey;
    case 'preview':
      return row.previewKey;
    case 'proof':
      return row.proofKey;
    case 'mls':
      return row.mlsKey;
  }
}

/** The name a variant is saved under: the original's, with the variant's own extension. */
export function variantFileName(row: FileRow, variant: FileVariant): string {
  if (variant === 'original') return row.fileName;
  const stem = row.fileName.replace(/\.[^.]+$/, '');
  const extension = /\.[a-z0-9]+$/i.exec(variantKey(row, variant) ?? '')?.[0] ?? '';
  return variant === 'mls' ? `${stem} (MLS)${extension}` : `${stem} (${variant})${extension}`;
}

export function variantContentType(row: FileRow, variant: FileVariant): string {
  if (variant === 'original') return row.contentType;
  return (variantKey(row, variant) ?? '').endsWith('.webp') ? 'image/webp' : 'image/jpeg';
}

/** Attachment unless asked inline and the bytes cannot run in a browser. */
export function safeDisposition(row: FileRow, variant: FileVariant, asked: 'inline' | 'attachment') {
  return asked === 'inline' && (variant !== 'original' || isInlineSafe(row.contentType)) ? 'inline' : 'attachment';
}

/** Who views the entries: the session their links are signed to, and what it may do with the project's files. */
export interface Viewer {
  actor: Pick<Actor, 'tokenId'>;
  access: FileAccess;
}

/** A signed link to one variant the viewer may fetch, or null. */
function linkTo(links: FileLinks, { actor, access }: Viewer, row: FileRow, variant: FileVariant, disposition: 'inline' | 'attachment') {
  if (!variantKey(row, variant) || !mayFetch(access, variant)) return null;
  const { token } = links.sign(actor, { kind: 'file', fileId: row.id, version: row.version, variant, disposition: safeDisposition(row, variant, disposition) });
  return linkPaths.content(token, variantFileName(row, variant));
}

/**
 * The thumbnail's sizes as an `<img srcset>` value, widths from the original's size (a derivative is that
 * size fitted to its long edge); null with a single size, which is how images processed before the small
 * size existed stay listed (their one thumbnail keeps working as `thumbnail_url`).
 */
function thumbnailSrcset(links: FileLinks, viewer: Viewer, row: FileRow): string | null {
  if (!row.width || !row.height) return null;
  const small = linkTo(links, viewer, row, 'thumbnail_small', 'inline');
  const large = linkTo(links, viewer, row, 'thumbnail', 'inline');
  if (!small || !large) return null;
  const smallWidth = fitInside(row.width, row.height, derivativeSpecs.thumbnail_small.longEdge).width;
  const largeWidth = fitInside(row.width, row.height, derivativeSpecs.thumbnail.longEdge).width;
  // An original no larger than the small size gives two copies of one size: one is enough.
  if (smallWidth >= largeWidth) return null;
  return `${small} ${smallWidth}w, ${large} ${largeWidth}w`;
}

/** A file as listed: whether the viewing client marked it and how many accounts did (absent: none, as for a new upload). */
export type ListedFile = FileRow & Partial<{ isFavourite: boolean; favouriteCount: number }>;

export function toFileEntry(row: ListedFile, links: FileLinks, viewer: Viewer): FileEntry {
  const { access } = viewer;
  const relativePath = joinPath(row.folderPath, row.fileName);
  const uploadedAt = isoString(row.createdAt);
  return {
    id: row.id,
    file_name: row.fileName,
    name: row.fileName,
    folder_path: row.folderPath,
    relative_path: relativePath,
    file_path: relativePath,
    is_folder: false,
    is_image: row.fileType === 'image',
    is_video: row.fileType === 'video',
    is_document: row.fileType === 'document',
    file_type: row.fileType,
    content_type: row.contentType,
    file_size: row.size,
    size: row.size,
    uploaded_at: uploadedAt,
    upload_timestamp: uploadedAt,
    checksum: row.checksum,
    width: row.width,
    height: row.height,
    derivative_status: row.derivativeStatus,
    download_url: linkTo(links, viewer, row, 'original', 'attachment'),
    thumbnail_url: linkTo(links, viewer, row, 'thumbnail', 'inline'),
    thumbnail_srcset: thumbnailSrcset(links, viewer, row),
    // Paid viewers get the full preview; a client with an unpaid invoice the watermarked proof.
    preview_url: access.download ? linkTo(links, viewer, row, 'preview', 'inline') : linkTo(links, viewer, row, 'proof', 'inline'),
    item_count: null,
    is_favourite: row.isFavourite ?? false,
    favourite_count: row.favouriteCount ?? 0,
    version: row.version,
    versioned_at: isoString(row.versionedAt),
    // What it plays on the property website: for those who manage files (the file manager's control).
    ...(access.write && { media_kind: row.mediaKind ?? (row.fileType === 'image' ? 'photo' : row.fileType === 'video' ? 'video' : null), poster_file_id: row.posterFileId }),
  };
}

/** A folder as listed; `showVisibility` for those who see internal folders, so the mark is theirs alone. */
export function toFolderEntry(row: FolderRow, { showVisibility }: { showVisibility: boolean }): FileEntry {
  const uploadedAt = isoString(row.createdAt);
  return {
    id: `folder-${row.id}`,
    file_name: row.name,
    name: row.name,
    folder_path: row.parentPath,
    relative_path: row.path,
    file_path: row.path,
    is_folder: true,
    is_image: false,
    is_video: false,
    is_document: false,
    file_type: 'folder',
    content_type: 'inode/directory',
    file_size: 0,
    size: 0,
    uploaded_at: uploadedAt,
    upload_timestamp: uploadedAt,
    checksum: null,
    width: null,
    height: null,
    derivative_status: 'none',
    download_url: null,
    thumbnail_url: null,
    thumbnail_srcset: null,
    preview_url: null,
    item_count: row.itemCount,
    is_favourite: false,
    favourite_count: 0,
    version: null,
    versioned_at: null,
    ...(showVisibility && { client_visible: row.clientVisible }),
  };
}
