import { z } from 'zod';
import { idValue, maxId } from './list.ts';

/**
 * Project files. Folder paths are slash-separated
 * names relative to the project root: '' is the root, 'Exterior/Drone' a nested folder.
 */

export const fileKinds = ['image', 'video', 'document', 'other'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * What a signed link points at: the upload itself or one of the images made from it. `thumbnail_small`
 * is the thumbnail at half its size, for grids on screens of ordinary density (see `thumbnail_srcset`).
 */
export const fileVariants = ['original', 'thumbnail', 'thumbnail_small', 'preview', 'proof', 'mls'] as const;
export type FileVariant = (typeof fileVariants)[number];

export const maxNameLength = 255;
export const maxFolderPathLength = 1024;

/**
 * Characters with no place in a name: control characters, and the bidirectional overrides and
 * isolates that make "photo\u202Egpj.exe" display as "photoexe.jpg".
 */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const invisibleCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as stored: the last path part only (either slash), no control or direction-override characters, no
 * leading or trailing dots or spaces, at most 255 characters with the extension kept.
 * Answers '' when nothing usable is left.
 */
export function cleanFileName(raw: string): string {
  const lastPart = raw.split(/[/\\]/).pop() ?? '';
  let name = lastPart.replace(invisibleCharacters, '').normalize('NFC').trim().replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > maxNameLength) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, maxNameLength - extension.length) + extension;
  }
  return name;
}

/** The name used when `taken` already holds `name` in the folder: `IMG_0001 (1).jpg`, `(2)`... */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  const lowerTaken = new Set([...taken].map((n) => n.toLowerCase()));
  if (!lowerTaken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n++) {
    const candidate = `${stem} (${n})${extension}`;
    if (!lowerTaken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Splits a folder path into its names; throws a message when a part is not a usable name. */
export function folderSegments(raw: string): string[] {
  const parts = raw.split(/[/\\]/).map((part) => part.trim()).filter(Boolean);
  for (const part of parts) {
    if (part === '.' || part === '..') throw new Error('must not contain . or .. parts');
    if (cleanFileName(part) !== part) throw new Error('must not contain control or direction-override characters, or names starting or ending with a dot');
    if (part.length > maxNameLength) throw new Error(`folder names must be at most ${maxNameLength} characters`);
  }
  return parts;
}

/** A folder path field: normalised to 'A/B' ('' for the root); traversal refused with a 400. */
export const folderPathField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(maxFolderPathLength, { error: `${field} must be at most ${maxFolderPathLength} characters` })
    .transform((value, ctx) => {
      try {
        return folderSegments(value).join('/');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `${field} ${(error as Error).message}` });
        return z.NEVER;
      }
    });

/** A file or folder as the file manager lists it. */
export const fileEntry = z.object({
  /** A file's number, or `folder-<n>` for a folder. */
  id: z.union([z.number().int(), z.string()]),
  file_name: z.string(),
  name: z.string(),
  folder_path: z.string(),
  /** folder_path and name joined: 'Exterior/IMG_0001.jpg'. */
  relative_path: z.string(),
  file_path: z.string(),
  is_folder: z.boolean(),
  is_image: z.boolean(),
  is_video: z.boolean(),
  is_document: z.boolean(),
  file_type: z.enum([...fileKinds, 'folder']),
  content_type: z.string(),
  file_size: z.number().int(),
  size: z.number().int(),
  uploaded_at: z.string(),
  upload_timestamp: z.string(),
  /** SHA-256 of the bytes, hex; null for folders. */
  checksum: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** none (not an image), pending, processing, ready, failed, or skipped (an original too large to preview). */
  derivative_status: z.string(),
  /** Signed links, short-lived; null where there is nothing to show or the viewer may not have it. */
  download_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /**
   * Every size of the thumbnail, as an `<img srcset>` value (`<link> 240w, <link> 480w`, the widths in
   * pixels), so a browser loads the one its grid cell needs; null when there is one size only (images
   * processed before the small size was made) or no thumbnail.
   */
  thumbnail_srcset: z.string().nullable(),
  preview_url: z.string().nullable(),
  /** Folders: how many files and folders are directly inside. */
  item_count: z.number().int().nullable(),
  /** Whether the signed-in client marked it a favourite (always false for staff and editors). */
  is_favourite: z.boolean(),
  /** How many client accounts of the project's company marked it (staff see the selection per project). */
  favourite_count: z.number().int(),
  /** Folders, for staff and editors: false when the folder is internal (never shown to clients, nor anything under it). */
  client_visible: z.boolean().optional(),
  /** The file's current version (1 for the first upload; a new version or a restore raises it); null for folders. */
  version: z.number().int().nullable(),
  /** When the current version was put in place (ISO); screens add it to image URLs to drop a cached old version; null for folders. */
  versioned_at: z.string().nullable(),
  /** Files, for staff: what it plays on the property website (photo, video, floor_plan) or null; see listing.ts. */
  media_kind: z.enum(['photo', 'video', 'floor_plan']).nullable().optional(),
  /** Videos, for staff: the project image shown before play, or null (the browser paints the first frame). */
  poster_file_id: z.number().int().nullable().optional(),
});
export type FileEntry = z.infer<typeof fileEntry>;

export const fileListQuery = z.object({
  folder_path: folderPathField('folder_path').default(''),
  /** '1' or 'true': only favourite files, from every folder of the project (the folder is then ignored). */
  favourites: z.enum(['1', 'true', '0', 'false'], { error: 'favourites must be 1 or 0' }).optional().transform((v) => v === '1' || v === 'true'),
});
export const fileList = z.object({
  success: z.literal(true),
  data: z.object({
    folder_path: z.string(),
    files: z.array(fileEntry),
    /** Whether the viewer may download originals (false for a client with an unpaid invoice). */
    can_download: z.boolean(),
    /** Whether the viewer may upload, create folders and delete. */
    can_edit: z.boolean(),
    /**
     * For those who see internal folders: the internal folder the listed folder is or lies in (so it
     * and everything here is hidden from the client), or null. Never sent to a client.
     */
    internal_folder: z.string().nullable().optional(),
  }),
});
export type FileList = z.infer<typeof fileList>;

export const createFolderInput = z.object({
  folder_name: z
    .string({ error: 'folder_name is required' })
    .trim()
    .min(1, { error: 'folder_name is required' })
    .max(maxNameLength, { error: `folder_name must be at most ${maxNameLength} characters` })
    .refine((value) => cleanFileName(value) === value && value !== '.' && value !== '..', {
      error: 'folder_name must not contain slashes, control or direction-override characters, or start or end with a dot',
    }),
  parent_folder: folderPathField('parent_folder').optional().default(''),
  /** false: an internal folder (RAW, selects) that clients never see. */
  client_visible: z.boolean({ error: 'client_visible must be true or false' }).optional().default(true),
});
export type CreateFolderInput = z.input<typeof createFolderInput>;
export const createFolderResponse = z.object({ success: z.literal(true), message: z.string(), data: fileEntry });

/** Multipart fields besides the `projectFiles` parts. */
export const uploadFields = z.object({
  folder_path: folderPathField('folder_path').optional().default(''),
  /** JSON map of file name to folder path. */
  folder_structure: z.record(z.string(), z.string()).optional(),
});
export const uploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ file_paths: z.array(z.string()), files: z.array(fileEntry) }),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const fileIdParam = z.object({
  id: idValue('id'),
  fileId: z.union([
    z
      .string()
      .regex(/^folder-[1-9]\d{0,9}$/, { error: 'fileId must be a file number or folder-<n>' })
      .refine((value) => Number(value.slice('folder-'.length)) <= maxId, { error: 'fileId must be a valid folder id' }),
    idValue('fileId'),
  ]),
});

/** A folder in the path: its number, or its listing id `folder-<n>`. */
export const folderIdParam = z.object({
  id: idValue('id'),
  folderId: z.union([
    z
      .string()
      .regex(/^folder-[1-9]\d{0,9}$/, { error: 'folderId must be a folder number or folder-<n>' })
      .transform((value) => Number(value.slice('folder-'.length)))
      .refine((value) => value <= maxId, { error: 'folderId must be a valid folder id' }),
    idValue('folderId'),
  ]),
});

/** POST /api/v1/projects/{id}/folders/{folderId}/: make a folder internal or client-visible again. */
export const updateFolderInput = z.object({ client_visible: z.boolean({ error: 'client_visible must be true or false' }) });
export type UpdateFolderInput = z.infer<typeof updateFolderInput>;

export const serveParams = z.object({
  id: idValue('id'),
  filename: z.string().min(1).max(maxNameLength),
});
export const serveQuery = z.object({
  folder_path: folderPathField('folder_path').optional().default(''),
  variant: z.enum(fileVariants, { error: `variant must be one of ${fileVariants.join(', ')}` }).optional().default('original'),
  /** inline asks to view in the browser (refused for types a browser could run). */
  disposition: z.enum(['inline', 'attachment']).optional().default('attachment'),
});
export const serveResponse = z.object({
  success: z.literal(true),
  data: z.object({ download_url: z.string(), file_url: z.string(), file_name: z.string(), expires_at: z.string() }),
});
export type ServeResponse = z.infer<typeof serveResponse>;

export const uploadUrlInput = z.object({
  file_name: z
    .string({ error: 'file_name is required' })
    .max(1024, { error: 'file_name must be at most 1024 characters' })
    .transform((value) => cleanFileName(value))
    .refine((value) => value !== '', { error: 'file_name is required' }),
  folder_path: folderPathField('folder_path').optional().default(''),
  file_size: z.number({ error: 'file_size must be a number of bytes' }).int({ error: 'file_size must be a whole number' }).positive({ error: 'file_size must be 1 or more' }),
  content_type: z.string().max(255).optional(),
});
export type UploadUrlInput = z.input<typeof uploadUrlInput>;
export const uploadUrlResponse = z.object({
  success: z.literal(true),
  data: z.object({
    upload_id: z.string(),
    upload_url: z.string(),
    method: z.literal('PUT'),
    /** Headers the PUT must carry. */
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
});
export const confirmUploadInput = z.object({ upload_id: z.string({ error: 'upload_id is required' }).uuid({ error: 'upload_id is not a known upload' }) });
export const confirmUploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ file_paths: z.array(z.string()), file: fileEntry }),
});

export const folderZipInput = z.object({
  folder_path: folderPathField('folder_path').optional().default(''),
  /** true: a ZIP of the project's favourite photos (every folder) instead of one folder. */
  favourites: z.boolean({ error: 'favourites must be true or false' }).optional().default(false),
});

/** POST (mark) or DELETE (unmark) /api/v1/projects/{id}/files/{fileId}/favourite/ — clients only. */
export const favouriteParams = z.object({
  id: idValue('id'),
  fileId: idValue('fileId'),
});
export const favouriteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ file_id: z.number().int(), is_favourite: z.boolean(), favourite_count: z.number().int() }),
});
export type FavouriteResponse = z.infer<typeof favouriteResponse>;
/** A signed GET link that streams the folder's ZIP, so a browser saves it to disk as it arrives. */
export const folderZipUrlResponse = z.object({
  success: z.literal(true),
  data: z.object({ download_url: z.string(), file_name: z.string(), expires_at: z.string() }),
});
