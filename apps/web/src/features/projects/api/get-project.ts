import { useQuery } from '@tanstack/react-query';
import { projectQueryOptions } from '@/lib/shared-queries';

export { getProject, projectQueryOptions, type ProjectResponse } from '@/lib/shared-queries';

export const useProject = (id: number) => useQuery({ ...projectQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
