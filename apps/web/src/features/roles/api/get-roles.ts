import type { roleSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';

export const rolesKey = ['roles'] as const;

export const getRoles = (signal?: AbortSignal) => apiFetch<DataAnswer<z.ZodArray<typeof roleSummary>>>('/api/v1/roles/', { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: rolesKey,
    queryFn: ({ signal }) => getRoles(signal),
    select: (answer) => answer.data,
    meta: { errorMessage: 'Error loading roles' },
  });

/** Each role with what it may do (read off the server's access rules) and who holds it. */
export const useRoles = () => useQuery(rolesQueryOptions());
