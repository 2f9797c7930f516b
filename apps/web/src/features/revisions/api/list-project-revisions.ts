import type { RevisionRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { revisionKeys } from './revision-keys';

/** While a request is being worked on, how often its page looks for fixed pins and new versions. */
export const REVISION_POLL_MS = 15_000;

const underWay = (requests: RevisionRequest[] | undefined) => requests?.some((request) => request.status !== 'done') ?? false;

export const listProjectRevisions = (projectId: number, signal?: AbortSignal) => callApi('listProjectRevisions', { params: { id: projectId } }, { signal });

/** A project's rounds with their pins and replies, newest first as the server answers; read again while one is under way. */
export const projectRevisionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: revisionKeys.project(projectId),
    queryFn: ({ signal }) => listProjectRevisions(projectId, signal),
    select: (answer) => answer.data,
    refetchInterval: (query) => (underWay(query.state.data?.data) ? REVISION_POLL_MS : false),
    meta: { errorMessage: 'Failed to load revision requests' },
  });

export const useProjectRevisions = (projectId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...projectRevisionsQueryOptions(projectId), enabled: enabled && Number.isInteger(projectId) && projectId > 0 });
