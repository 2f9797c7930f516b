import { clientFileTier, type FileVariant } from '@portal/contract';
import { type Actor } from './actor.ts';
import { can } from './permissions.ts';

export const unpaidMessage = 'Please pay the invoice to download files.';
export const editingMessage = 'Your photos are currently being processed and edited. Files will be available for review once the editing is complete.';

/** What an actor may do with the files of one project they can see. */
export interface FileAccess {
  /** Whether files are listed at all (a client sees none before the shoot is completed). */
  list: boolean;
  /** Upload, create folders, delete. */
  write: boolean;
  /** Originals, full previews, MLS copies and ZIPs; otherwise only thumbnails and watermarked proofs. */
  download: boolean;
  /**
   * Set for an editor's revision work on a completed project: only these files are listed and
   * fetched, only they take new versions; no folder, upload, delete or ZIP.
   */
  onlyFiles?: ReadonlySet<number>;
}

export const revisionOnlyMessage = 'This project is completed: only the files of your open revision request are open to you, and they change by uploading new versions.';

const proofVariants: ReadonlySet<FileVariant> = new Set(['thumbnail', 'thumbnail_small', 'proof']);

export function fileAccess(actor: Actor, project: { status: string; invoicePaid: boolean }): FileAccess {
  if (can(actor, 'files.write')) return { list: true, write: true, download: true };
  // Everyone else reads files as a client does: by the tier the project's status and invoice give.
  const tier = clientFileTier(project);
  return { list: tier !== 'none', write: false, download: tier === 'all' };
}

/** Whether the access lets the viewer fetch this variant; a client with an unpaid invoice gets proofs only. */
export const mayFetch = (access: FileAccess, variant: FileVariant) => access.list && (access.download || proofVariants.has(variant));

/** An editor's access through their open revision requests: exactly the files they name, read and versioned. */
export const revisionFileAccess = (fileIds: ReadonlySet<number>): FileAccess => ({ list: true, write: false, download: true, onlyFiles: fileIds });

/** Whether the access reaches this file at all (a revision editor only the files of their request). */
export const reachesFile = (access: FileAccess, fileId: number) => !access.onlyFiles || access.onlyFiles.has(fileId);

/** Whether the actor may upload a new version of the file: staff any, an editor the files of their open revision request. */
export function mayVersionFile(actor: Actor, access: FileAccess, fileId: number) {
  if (access.onlyFiles) return access.onlyFiles.has(fileId);
  return can(actor, 'revisions.manage');
}
