import { z } from 'zod';
import { maxRevisionNoteLength, revisionItemStatuses, revisionStatuses } from './labels.ts';
import { idRef, idValue, moneyInput, moneyString, nulError, nulFree } from './list.ts';

/**
 * Revision requests (issue 19): a client pins notes on photos of a completed project, an editor
 * fixes them with new versions of the files, the client sees each pin's state. docs/product.md,
 * "Revision requests", says who may do what.
 */

/** The most pins one request holds. */
export const maxRevisionItems = 100;

const noteText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(maxRevisionNoteLength, { error: `${field} must be at most ${maxRevisionNoteLength} characters` })
    .regex(nulFree, nulError(field));

/** A position on the image as a fraction of its width (x) or height (y), 0 to 1 from the top left. */
const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a number from 0 to 1` })
    .min(0, { error: `${field} must be from 0 to 1 (a fraction of the image)` })
    .max(1, { error: `${field} must be from 0 to 1 (a fraction of the image)` });

export const revisionItemInput = z.object(
  { file_id: idRef('items.file_id'), x: fraction('items.x'), y: fraction('items.y'), note: noteText('items.note') },
  { error: 'items: each must be {file_id, x, y, note}' },
);
export type RevisionItemInput = z.infer<typeof revisionItemInput>;

export const createRevisionInput = z.object({
  items: z
    .array(revisionItemInput, { error: 'items must be a list of {file_id, x, y, note}' })
    .min(1, { error: 'items: pin at least one note' })
    .max(maxRevisionItems, { error: `items: at most ${maxRevisionItems} pins in one request` }),
});
export type CreateRevisionInput = z.infer<typeof createRevisionInput>;

/** Staff assign the editor (null: nobody); staff and the assigned editor move the status. */
export const updateRevisionInput = z
  .object({
    status: z.enum(revisionStatuses, { error: `status must be one of ${revisionStatuses.join(', ')}` }).optional(),
    editor_id: idRef('editor_id').nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.editor_id !== undefined, { error: 'body: give status or editor_id', path: ['body'] });
export type UpdateRevisionInput = z.infer<typeof updateRevisionInput>;

/** Staff and the editor mark a pin fixed; the client reopens it. */
export const updateRevisionItemInput = z.object({
  status: z.enum(['fixed', 'reopened'], { error: 'status must be fixed or reopened' }),
});
export type UpdateRevisionItemInput = z.infer<typeof updateRevisionItemInput>;

export const revisionReplyInput = z.object({ text: noteText('text') });
export type RevisionReplyInput = z.infer<typeof revisionReplyInput>;

/** Bill a billable round: the amount defaults to the business's `revision_price`. */
export const revisionInvoiceLineInput = z.object({
  amount: moneyInput('amount').optional(),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .min(1, { error: 'description must not be empty' })
    .max(255, { error: 'description must be at most 255 characters' })
    .regex(nulFree, nulError('description'))
    .optional(),
});
export type RevisionInvoiceLineInput = z.infer<typeof revisionInvoiceLineInput>;

export const revisionListQuery = z.object({
  status: z.enum(revisionStatuses, { error: `status must be one of ${revisionStatuses.join(', ')}` }).optional(),
  project_id: idValue('project_id').optional(),
});
export type RevisionListQuery = z.infer<typeof revisionListQuery>;

export const revisionParam = z.object({ id: idValue('id') });
export const revisionItemParam = z.object({ id: idValue('id'), itemId: idValue('itemId') });

export const revisionReply = z.object({
  id: z.number().int(),
  author_name: z.string(),
  /** client: the client's side wrote it; studio: staff or the editor. */
  side: z.enum(['client', 'studio']),
  text: z.string(),
  created_at: z.string(),
});
export type RevisionReply = z.infer<typeof revisionReply>;

export const revisionItem = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  folder_path: z.string(),
  x: z.number(),
  y: z.number(),
  note: z.string(),
  status: z.enum(revisionItemStatuses),
  /** The file's current version now; compare with fixed_version. */
  file_version: z.number().int(),
  /** The file's version when the pin was last marked fixed; null while never fixed. */
  fixed_version: z.number().int().nullable(),
  fixed_at: z.string().nullable(),
  /** Signed links to the file's current thumbnail and preview for this viewer; null while none is ready or allowed. */
  thumbnail_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  replies: z.array(revisionReply),
});
export type RevisionItem = z.infer<typeof revisionItem>;

export const revisionRequest = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  /** 1 for the project's first request, then 2, 3… */
  round: z.number().int(),
  status: z.enum(revisionStatuses),
  /** Past the business's free rounds when it was made. */
  billable: z.boolean(),
  /** Whether staff added it to the invoice, and for how much. */
  invoiced: z.boolean(),
  invoiced_amount: moneyString.nullable(),
  editor_id: z.number().int().nullable(),
  editor_name: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  /** Pins by state, for lists. */
  item_count: z.number().int(),
  fixed_count: z.number().int(),
  items: z.array(revisionItem),
});
export type RevisionRequest = z.infer<typeof revisionRequest>;

/** A file's versions, newest first. */
export const fileVersion = z.object({
  version: z.number().int(),
  is_current: z.boolean(),
  size: z.number().int(),
  content_type: z.string(),
  checksum: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The version this one copied when it was made by a restore. */
  restored_from: z.number().int().nullable(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type FileVersion = z.infer<typeof fileVersion>;

export const fileVersionParams = z.object({ id: idValue('id'), fileId: idValue('fileId') });
export const fileVersionRestoreParams = z.object({ id: idValue('id'), fileId: idValue('fileId'), version: idValue('version') });
/** The multipart form of a new version: one file, in the `file` field. */
export const fileVersionUploadFields = z.object({ file: z.any().describe('the new bytes of the file (one part)') });
