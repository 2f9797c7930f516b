import type { CompanyList, ServiceList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { apiFetch } from '@/lib/api-client';

/**
 * The full lists the project dialog chooses from. Keys start with each domain's name, so a change
 * made on the companies, categories or services screens refreshes these too.
 */
export const companyOptionsQuery = queryOptions({
  queryKey: ['companies', 'options'] as const,
  queryFn: ({ signal }) => apiFetch<CompanyList>('/api/v1/companies/', { signal }),
  select: (answer) => answer.data,
  meta: { errorMessage: 'Error loading companies' },
});

export const categoryOptionsQuery = queryOptions({
  queryKey: ['categories', 'options'] as const,
  queryFn: ({ signal }) => callApi('listCategories', {}, { signal }),
  select: (answer) => answer.data,
  meta: { errorMessage: 'Error loading categories' },
});

export const serviceOptionsQuery = queryOptions({
  queryKey: ['services', 'options'] as const,
  queryFn: ({ signal }) => apiFetch<ServiceList>('/api/v1/services/', { signal }),
  select: (answer) => answer.data,
  meta: { errorMessage: 'Error loading services' },
});

/** Companies, categories and services for the Add/Edit Project dialog, loaded while it is open. */
export function useProjectOptions(enabled: boolean) {
  const companies = useQuery({ ...companyOptionsQuery, enabled });
  const categories = useQuery({ ...categoryOptionsQuery, enabled });
  const services = useQuery({ ...serviceOptionsQuery, enabled });
  return {
    companies: companies.data ?? [],
    categories: categories.data ?? [],
    services: services.data ?? [],
    isLoading: companies.isLoading || categories.isLoading || services.isLoading,
  };
}
