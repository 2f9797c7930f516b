import type { company, CreateCompanyInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DataAnswer } from '@/lib/api-types';
import { companyKeys } from './get-companies';

export const createCompany = (input: CreateCompanyInput) =>
  apiFetch<DataAnswer<typeof company>>('/api/v1/companies/', { method: 'POST', body: input });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    meta: { errorMessage: 'Failed to save company.', inlineFields: ['email'] },
  });
}
