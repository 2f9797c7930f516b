import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/** How often an open editor page checks it may still work on the project (staff may complete it meanwhile). */
export const EDITOR_ACCESS_CHECK_MS = 15_000;

const completedMessage = 'You no longer have access to this project because it is marked as completed.';

/**
 * An assigned project for the editor screens. When the server refuses it because it was completed
 * (403), the page toasts 'Access Restricted' and returns to the task list; any other failure but
 * 'not found' toasts 'Failed to load project details.' and returns too (spec section 8).
 */
export function useEditorProject(id: number) {
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({ ...projectQueryOptions(id), enabled: valid, refetchInterval: EDITOR_ACCESS_CHECK_MS, retry: false });
  const navigate = useNavigate();
  const notFound = !valid || (project.error instanceof ApiError && project.error.status === 404);

  useEffect(() => {
    const error = project.error;
    if (!error || notFound || isSessionExpiredError(error)) return;
    if (error instanceof ApiError && error.status === 403) void notifyError('Access Restricted', error.message || completedMessage);
    else void notifyError('Failed to load project details.');
    navigate('/editor', { replace: true });
  }, [project.error, notFound, navigate]);

  return { project, notFound };
}
