import { useQuery } from '@tanstack/react-query';
import { projectQueryOptions } from '@/lib/shared-queries';

export { getProject, projectQueryOptions, type ProjectResponse } from '@/lib/shared-queries';

/** One project; `refetchInterval` reads it again while something is awaited (a payment being confirmed). */
export const useProject = (id: number, { refetchInterval = false }: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...projectQueryOptions(id), enabled: Number.isInteger(id) && id > 0, refetchInterval });
