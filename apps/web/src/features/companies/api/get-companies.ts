import type { ListQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@/lib/shared-queries';

export { companiesQueryOptions, companyKeys, getCompanies } from '@/lib/shared-queries';

export const useCompanies = (query: ListQuery) => useQuery(companiesQueryOptions(query));
