import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { projectQueryOptions } from '@/lib/shared-queries';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** How often an open editor page checks it may still work on the project (staff may complete it meanwhile). */
export const EDITOR_ACCESS_CHECK_MS = 15_000;

const completedMessage = 'You no longer have access to this project because it is marked as completed.';

/**
 * An assigned project for the editor screens. When the server refuses it because it was completed
 * (403), the page toasts 'Access Restricted' and returns to the task list; any other failure stays
 * on the page (`failed`) so the editor can retry.
 */
export function useEditorProject(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({ ...projectQueryOptions(id), enabled: valid, refetchInterval: EDITOR_ACCESS_CHECK_MS, retry: false });
  const navigate = useNavigate();
  const notFound = !valid || (project.error instanceof ApiError && project.error.status === 404);

  const refused = project.error instanceof ApiError && project.error.status === 403;
  const failed = project.isError && !project.data && !notFound && !refused && !isSessionExpiredError(project.error);

  useEffect(() => {
    if (!refused || !(project.error instanceof ApiError)) return;
    void notifyError('Access Restricted', project.error.message || completedMessage);
    navigate('/editor', { replace: true });
  }, [project.error, refused, navigate]);

  return { project, notFound, failed };
}
