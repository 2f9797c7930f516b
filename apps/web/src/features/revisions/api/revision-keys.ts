import type { RevisionListQuery } from '@portal/contract';

/** Revision requests; every change invalidates `revisionKeys.all` (lists, one project's rounds, one request). */
export const revisionKeys = {
  all: ['revisions'] as const,
  list: (query: Partial<RevisionListQuery>) => [...revisionKeys.all, 'list', query] as const,
  project: (projectId: number) => [...revisionKeys.all, 'project', projectId] as const,
  detail: (id: number) => [...revisionKeys.all, 'detail', id] as const,
  versions: (projectId: number, fileId: number) => [...revisionKeys.all, 'versions', projectId, fileId] as const,
};
