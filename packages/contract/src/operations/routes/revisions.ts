import { defineRoutes } from '../define.ts';

const oneRevision = (permission: 'revisions.read' | 'revisions.work' | 'revisions.manage') => ({ permission, target: 'revision' }) as const;

/**
 * Revision requests (issue 19): a client pins notes on a completed project's photos, staff assign
 * an editor, the editor fixes them with new versions; updates are POSTs like the rest of the API.
 */
export const revisionRoutes = defineRoutes({
  createRevision: { method: 'POST', path: '/api/v1/projects/:id/revisions/', access: { permission: 'revisions.request', target: 'project' } },
  listProjectRevisions: { method: 'GET', path: '/api/v1/projects/:id/revisions/', access: { permission: 'revisions.read', target: 'revisionProject' } },
  listRevisions: { method: 'GET', path: '/api/v1/revisions/', access: { permission: 'revisions.work' } },
  getRevision: { method: 'GET', path: '/api/v1/revisions/:id/', access: oneRevision('revisions.read') },
  updateRevision: { method: 'POST', path: '/api/v1/revisions/:id/', access: oneRevision('revisions.work') },
  updateRevisionItem: { method: 'POST', path: '/api/v1/revisions/:id/items/:itemId/', access: oneRevision('revisions.read') },
  replyToRevisionItem: { method: 'POST', path: '/api/v1/revisions/:id/items/:itemId/replies/', access: oneRevision('revisions.read') },
  addRevisionInvoiceLine: { method: 'POST', path: '/api/v1/revisions/:id/invoice-line/', access: oneRevision('revisions.manage') },
});
export type RevisionOperationName = keyof typeof revisionRoutes;

/** A file's versions: staff, and an editor for the files of an open revision request assigned to them. */
export const fileVersionRoutes = defineRoutes({
  uploadFileVersion: { method: 'POST', path: '/api/v1/projects/:id/files/:fileId/versions/', access: { permission: 'revisions.work', target: 'revisionProject' }, upload: 'multipart' },
  listFileVersions: { method: 'GET', path: '/api/v1/projects/:id/files/:fileId/versions/', access: { permission: 'revisions.work', target: 'revisionProject' } },
  restoreFileVersion: { method: 'POST', path: '/api/v1/projects/:id/files/:fileId/versions/:version/restore/', access: { permission: 'revisions.manage', target: 'project' } },
});
export type FileVersionOperationName = keyof typeof fileVersionRoutes;
